/** GET /api/assessments/:id/report.pdf — the assessment's PDF report, a file downloaded by its address. */
export const assessmentReportUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}/report.pdf`;
