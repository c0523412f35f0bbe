/** GET /api/assessments/:id/fhir — the assessment's FHIR bundle, a file downloaded by its address. */
export const assessmentFhirUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}/fhir`;
