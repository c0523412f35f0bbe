/** GET /api/wounds/:id/fhir — the wound's FHIR bundle, a file the browser downloads by its address. */
export const woundFhirUrl = (id: string) => `/api/wounds/${encodeURIComponent(id)}/fhir`;
