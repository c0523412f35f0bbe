import type {
  ClinicalAssessment,
  AnalysisResultJson,
  InfectionScreenJson,
  ScreenSign,
  AssessmentJson,
} from '@woundcare/api-types';
import { VENOUS_ASSESSMENT } from './assessment-fixture.ts';

/** The stored venous-leg-ulcer assessment (a deep copy), with parts replaced. */
export function makeClinicalAssessment(over: Partial<ClinicalAssessment> = {}): ClinicalAssessment {
  return { ...(structuredClone(VENOUS_ASSESSMENT) as ClinicalAssessment), ...over };
}

const sign = (
  id: ScreenSign['id'],
  label: string,
  state: ScreenSign['state'],
  source: ScreenSign['source'],
  lists: ScreenSign['lists'],
  image_evidence: string | null = null,
): ScreenSign => ({
  id,
  label,
  note: '',
  state,
  source,
  image_evidence,
  lists,
});

/** A positive, deep screen: debris and erythema on the photo, warmth and oedema at the bedside. */
export function makeScreen(over: Partial<InfectionScreenJson> = {}): InfectionScreenJson {
  return {
    result: 'positive',
    level: 'deep',
    nerds: { result: 'indeterminate', present: 1, absent: 1, not_assessed: 3, letters: 5 },
    stonees: { result: 'positive', present: 3, absent: 0, not_assessed: 4, letters: 7 },
    osteomyelitis_flag: false,
    summary:
      'Infection screen positive (deep / surrounding): NERDS 1/5 present (2 assessed), STONEES 3/7 present (3 assessed); ≥ 3 of either list is positive.',
    sources: ['Woo & Sibbald 2009'],
    wound_found: true,
    signs: [
      sign(
        'red_friable_tissue',
        'Bright-red granulation (friability needs touch)',
        'absent',
        'image',
        ['NERDS'],
        'median a* 40',
      ),
      sign('debris', 'Debris (slough or necrotic tissue)', 'present', 'image', ['NERDS'], '30 % of the bed'),
      sign('erythema', 'Periwound erythema (≥ 2 cm)', 'present', 'image', ['STONEES'], 'Δa* +8.0'),
      sign('temperature', 'Increased periwound temperature', 'present', 'clinician', ['STONEES']),
      sign('oedema', 'Oedema (swelling)', 'present', 'clinician', ['STONEES']),
      sign('smell', 'Smell (malodour after cleansing)', 'not_assessed', 'none', ['NERDS', 'STONEES']),
    ],
    ...over,
  };
}

/**
 * Test fixtures: one realistic calibrated result and assessment; override what a test needs. The
 * labels are what the server's rule tables give this result (server: services/assessments/result-fields.ts);
 * a test that changes the findings sets the labels the server would send with them.
 */
export function makeResult(over: Partial<AnalysisResultJson> = {}): AnalysisResultJson {
  return {
    severity: 'medium',
    priority_reasons: ['positive infection screen'],
    infection_screen: makeScreen(),
    bedside_signs: { temperature: 'present', oedema: 'present' },
    outline_quality: {
      score: 0.86,
      review: false,
      verdict: 'likely_within_15',
      statement: 'Outline likely within 15 %',
      checks: [],
      reasons: [],
    },
    area_uncertainty_cm2: 0.21,
    area_interval: { low_cm2: 2.9, high_cm2: 3.9, coverage: 0.95, basis: 'model_outline' },
    wound_found: true,
    tissue_flags: [],
    advice: [
      {
        id: 'infection_deep',
        kind: 'urgent',
        text: 'Deep / surrounding infection on the screen (STONEES): same-day clinical review for systemic antibiotics.',
        source: 'IWII 2022',
      },
      {
        id: 'etiology_unknown',
        kind: 'assessment',
        text: 'Needs assessment: record the wound’s cause (etiology).',
        source: 'Wound Bed Preparation 2021',
      },
    ],
    wound_context: {
      etiology: 'unknown',
      stage: null,
      site: null,
      abpi: null,
      healing_potential: null,
      exudate: null,
      exam_date: null,
    },
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
      {
        id: 'erythema',
        label: 'Periwound erythema (≥ 2 cm)',
        source: 'image',
        present: true,
        state: 'present',
        value: 8,
        evidence: 'Δa* +8.0',
      },
    ],
    diagnosis: 'infected',
    description: 'A granulating wound with some slough.',
    recommendations: [
      'Deep / surrounding infection on the screen (STONEES): same-day clinical review for systemic antibiotics.',
      'Needs assessment: record the wound’s cause (etiology).',
    ],
    treatmentPlan: { medications: [], procedures: ['Clean the wound'], followUp: '7-14 days' },
    warnings: [],
    outline_source: 'model',
    model_version: 'test',
    diagnosis_label: 'infected',
    screen_label: 'Positive — deep / surrounding (STONEES)',
    specialist_types: ['Infectious Disease Specialist', 'General Wound Care Specialist'],
    priority_messages: [
      'Same-day review for systemic antibiotics (deep / spreading infection)',
      'Regular monitoring advised',
    ],
    risk_level: { level: 'Medium', status: 'Stable' },
    ...over,
  };
}

export function makeAssessment(over: Partial<AssessmentJson> = {}): AssessmentJson {
  const id = over.id ?? 'analysis-1';
  return {
    id,
    clinical: makeClinicalAssessment(),
    patientName: 'Ada Lovelace',
    status: 'completed',
    stage: null,
    priority: 'medium',
    uploadedAt: '2026-03-01T10:00:00.000Z',
    completedAt: '2026-03-01T10:00:02.400Z',
    processingTime: 2.4,
    simulated: false,
    error: null,
    imageUrl: `/api/assessments/${id}/image`,
    annotatedUrl: `/api/assessments/${id}/annotated`,
    maskUrl: `/api/assessments/${id}/mask`,
    probabilityUrl: `/api/assessments/${id}/probability`,
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
    amendments: [],
    bedsideExam: null,
    ...over,
  };
}
