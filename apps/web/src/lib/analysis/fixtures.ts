import type { AnalysisResult, Thread } from './types.ts';

/** Test fixtures: one realistic calibrated result and thread; override what a test needs. */
export function makeResult(over: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    severity: 'medium',
    healingStage: 'Inflammatory Phase',
    infectionRisk: 'High',
    confidence: 0.95,
    processingTime: 2.4,
    area_cm2: 3.21,
    calibrated: true,
    pixels_per_cm: 118.1,
    length_cm: 2.6,
    width_cm: 1.7,
    perimeter_cm: 7.1,
    lw_estimate_cm2: 4.42,
    ellipse_estimate_cm2: 3.47,
    tissue: { granulation: 0.62, slough: 0.25, necrotic: 0.05, epithelial: 0.08 },
    periwound_erythema: 0.3,
    infection_signs: [
      { id: 'erythema', label: 'Periwound redness', source: 'image', present: true, value: 0.3, evidence: '30% of a 1 cm ring is red' },
      { id: 'warmth', label: 'Local warmth', source: 'clinician', present: false, value: null, evidence: 'Not reported' },
    ],
    diagnosis: 'infected',
    description: 'A granulating wound with some slough.',
    recommendations: ['Clean', 'Debride', 'Dress', 'Offload', 'Review in 7 days'],
    treatmentPlan: { medications: ['Antibiotic ointment'], procedures: ['Clean the wound'], followUp: '7-14 days' },
    warnings: [],
    outline_source: 'model',
    model_version: 'test',
    ...over,
  };
}

export function makeThread(over: Partial<Thread> = {}): Thread {
  const id = over.id ?? 'analysis-1';
  return {
    id,
    patientName: 'Ada Lovelace',
    status: 'completed',
    stage: null,
    priority: 'medium',
    uploadedAt: '2026-03-01T10:00:00.000Z',
    completedAt: '2026-03-01T10:00:02.400Z',
    processingTime: 2.4,
    simulated: false,
    error: null,
    imageUrl: `/api/threads/${id}/image`,
    annotatedUrl: `/api/threads/${id}/annotated`,
    maskUrl: `/api/threads/${id}/mask`,
    image: { width: 4000, height: 3000, format: 'jpeg' },
    attempts: 1,
    analysisResult: makeResult(),
    patientId: '0b9f3c52-8a49-4a57-9d1c-0c6f1f7a2b11',
    woundId: '5d2e8f0a-3c1b-4e7d-9a6f-2b8c4d1e0f33',
    woundLabel: 'Wound 1',
    examDate: '2026-03-01T09:30:00.000Z',
    examDateSource: 'upload',
    depth_cm: null,
    exudate: null,
    outlineStatus: 'model',
    confirmedBy: null,
    confirmedAt: null,
    newBaseline: false,
    ...over,
  };
}
