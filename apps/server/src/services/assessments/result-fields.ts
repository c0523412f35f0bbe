import type {
  AdviceItem,
  AnalysisResult,
  ClinicalAssessment,
  BedsideSignStates,
  InfectionScreenJson,
  ListScreen,
  ResultLabelsJson,
  ScreenSign,
  WoundContextJson,
} from '@woundcare/api-types';
import { INFECTION_SIGN_IDS, SIGN_LISTS, SIGN_DEFINITIONS, type InfectionSignId } from '@woundcare/vocabulary';

/**
 * The analysis result's derived fields, filled FROM the stored assessment so that every field a
 * client reads agrees with it (severity, reasons, screen, diagnosis, advice, recommendations, the
 * plan summary, the measured description, the labels). Nothing here applies a rule of its own.
 */

const NERDS_STONEES: readonly string[] = INFECTION_SIGN_IDS;

function listScreen(a: ClinicalAssessment, list: 'nerds' | 'stonees', result: ListScreen['result']): ListScreen {
  const counts = a.infection[list];
  const letters = counts?.letters ?? (list === 'nerds' ? 5 : 7);
  const present = counts?.present ?? 0;
  const notAssessed = counts?.notAssessed ?? letters;
  return { result, present, absent: Math.max(0, letters - present - notAssessed), not_assessed: notAssessed, letters };
}

/** The three-way screen in the older shape (positive / negative / indeterminate), read from the assessment. */
export function screenOf(a: ClinicalAssessment, woundFound: boolean): InfectionScreenJson {
  const inf = a.infection;
  const result = inf.result === 'infected' ? 'positive' : inf.result === 'not_infected' ? 'negative' : 'indeterminate';
  const deep = inf.level === 'spreading' || inf.level === 'systemic' || inf.osteomyelitisSuspected;
  const byId = new Map(inf.signs.map((s) => [s.id as string, s]));
  const signs: ScreenSign[] = SIGN_DEFINITIONS.filter((d) => NERDS_STONEES.includes(d.id)).map((d) => {
    const row = byId.get(d.id);
    const state = row?.state ?? 'not_assessed';
    return {
      id: d.id as InfectionSignId,
      label: d.label,
      note: d.note,
      state,
      source:
        row?.source === 'clinician'
          ? 'clinician'
          : row?.source === 'photo' || row?.source === 'history'
            ? 'image'
            : 'none',
      image_evidence: row?.evidence ?? null,
      lists: SIGN_LISTS[d.id],
    };
  });
  return {
    result,
    level: result === 'positive' ? (deep ? 'deep' : 'local') : null,
    nerds: listScreen(a, 'nerds', result),
    stonees: listScreen(a, 'stonees', result),
    osteomyelitis_flag: inf.osteomyelitisSuspected,
    summary: woundFound
      ? inf.summary
      : `No wound found in the photo, so the photo says nothing about infection. ${inf.summary}`,
    sources: inf.sources,
    signs,
    wound_found: woundFound,
  };
}

/** Advice rows in the older item shape (an emergency row is shown as urgent). */
export function adviceItemsOf(a: ClinicalAssessment): AdviceItem[] {
  return a.advice.map((r) => ({
    id: r.id,
    text: r.text,
    source: r.source,
    kind: r.kind === 'emergency' ? 'urgent' : r.kind,
  }));
}

/**
 * Engine sentences kept: the label of a simulated analysis (never shown as a measurement) and what
 * the photo shows (wound bed colour, periwound skin); the rest is restated from the assessment.
 */
const VISUAL = /^(Simulated analysis|Wound bed|Periwound|No marked periwound)/;

/** The measured description: the engine's visual sentences, the measurement and the infection screen as assessed. */
export function composeDescription(engineDescription: string, a: ClinicalAssessment): string {
  const visual = engineDescription
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => VISUAL.test(s));
  return [...visual, a.measurement.text, a.infection.summary].filter(Boolean).join(' ');
}

/** The stored result with its derived fields taken from the assessment. */
export function fillResult(
  result: AnalysisResult,
  a: ClinicalAssessment,
  context: { bedside: BedsideSignStates; wound: WoundContextJson; woundFound: boolean },
): AnalysisResult {
  // fields of results stored before the three-way screen: not part of today's shape
  const {
    healingStage: _h,
    infectionRisk: _i,
    confidence: _c,
    plan: _p,
    plan_source: _ps,
    ...rest
  } = result as AnalysisResult & { healingStage?: unknown; infectionRisk?: unknown; confidence?: unknown };
  const engineDescription = rest.engine_description ?? rest.description ?? '';
  const advice = adviceItemsOf(a);
  // no wound found: no area recorded (a gap in every series, never 0 cm²)
  const unmeasured = context.woundFound
    ? {}
    : {
        area_cm2: null,
        length_cm: null,
        width_cm: null,
        perimeter_cm: null,
        lw_estimate_cm2: null,
        ellipse_estimate_cm2: null,
      };
  return {
    ...rest,
    ...unmeasured,
    infection_signs: rest.infection_signs ?? [],
    outline_quality: rest.outline_quality ?? null,
    area_uncertainty_cm2: rest.area_uncertainty_cm2 ?? null,
    area_interval: rest.area_interval ?? null,
    tissue_flags: rest.tissue_flags ?? [],
    warnings: rest.warnings ?? [],
    wound_found: context.woundFound,
    severity: a.priority.level,
    priority_reasons: a.priority.reasons.map((r) => r.text),
    infection_screen: screenOf(a, context.woundFound),
    bedside_signs: context.bedside,
    diagnosis: a.infection.result,
    advice,
    recommendations: advice.map((r) => r.text),
    wound_context: context.wound,
    treatmentPlan: {
      medications: a.plan.materials
        .filter((m) => m.actions.some((t) => t === 'systemic-antibiotics' || t === 'topical-antimicrobial'))
        .map((m) => m.text),
      procedures: a.plan.steps.slice(0, 4).map((s) => s.text),
      followUp: a.plan.followUp,
    },
    engine_description: engineDescription,
    description: composeDescription(engineDescription, a),
  };
}

/** The labels the web shows beside a result, read from the assessment. */
export function labelsOf(a: ClinicalAssessment): ResultLabelsJson {
  const level = a.priority.level;
  return {
    diagnosis_label: a.labels.diagnosis,
    screen_label: a.labels.screen,
    specialist_types: a.specialistTypes,
    priority_messages: a.priority.reasons.length ? a.priority.reasons.map((r) => r.text) : [a.plan.followUp],
    risk_level: {
      level: level === 'high' ? 'High' : level === 'medium' ? 'Medium' : 'Low',
      status: level === 'high' ? 'Critical' : 'Stable',
    },
  };
}
