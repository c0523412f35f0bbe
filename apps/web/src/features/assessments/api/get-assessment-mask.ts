/** GET /api/assessments/:id/mask — the assessment's mask, a file read by its address. */
export const assessmentMaskUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}/mask`;
