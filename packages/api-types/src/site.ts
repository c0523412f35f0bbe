/**
 * Written by the web build's prerender wherever a page needs its absolute origin (canonical and
 * og:url links, sitemap.xml, robots.txt). The server replaces it with its public origin
 * (PUBLIC_ORIGIN, or http://localhost:PORT) when it serves the file, so one build serves any origin.
 */
export const ORIGIN_PLACEHOLDER = 'https://origin.woundly.invalid';

/** One figure the product measured on its own test photos, with the condition it holds under. */
export interface MeasuredFigure {
  /** as shown, e.g. "14.2 %" (a no-break space keeps the unit with the number) */
  value: string;
  /** short label beside the value, naming what was measured and under which condition */
  label: string;
  /** the condition in a clinician's words: on which photos, how many, under what camera (the date is MEASURED_ON) */
  detail: string;
}

/** When the figures below were measured (the evaluation runs they come from). */
export const MEASURED_ON = 'November 2026';

/** What the wound outline is trained and validated on; for any other wound type it is not validated. */
export const OUTLINE_VALIDATED_ON = 'diabetic foot ulcers (FUSeg 2021 photos)';

/** What the result says for a wound type the outline is not validated on (shown in the app). */
export const OUTLINE_NOT_VALIDATED = 'outline not validated for this wound type — check it';

/**
 * The accuracy figures the site and the app quote — the ONE place to change them after a new
 * evaluation or retraining (every page, its meta description and the prerendered HTML read them).
 * All three are for the shipped engine with `wound-seg@eba8d09d5f58` (model card "Fine-tuning
 * stage 7"; calibrated photos outlined at the probability-mass level). Sources, in
 * packages/wound-vision/model/ENGINE_EVAL.md (appended to MODEL_CARD.md):
 *
 * - calibrationAreaError: "2026-11-24 (later)", last bullet: the true outline given on the tuned
 *   54 scenes (`npm run eval:calibration`, `--n 54 --seed 1000`), so only the sticker calibration
 *   and the measurement on the skin plane are tested: median 0.95 %, mean 1.59 %, p95 5.46 %,
 *   max 8.96 %. Each scene is a FUSeg validation photo laid on a skin plane beside the sticker,
 *   1.2–3.5 MP, camera tilted 0–40° ("Synthetic end-to-end" at the top of the file). The outline
 *   does not enter it, so later model changes leave it as it is.
 * - endToEndAreaError: the targets table of ENGINE_EVAL.md: the whole engine with its
 *   own outline on the fresh 324 (`--n 324 --seed 3000 --no-given`) and the balanced 228
 *   (`--per-photo 2 --seed 5000 --no-given`) pooled, 552 scenes rendered from the 114 validation
 *   photos with a wound: median |area error| 14.2 %, 95 % interval 11.8–18.5 % (`eval:compare`).
 * - outlineDice: the targets table of ENGINE_EVAL.md: the engine's outline on the 122
 *   validation photos of training/split.json, data-based Dice 0.8830 (per image 0.8309). The
 *   epoch and the review limits were chosen on these photos or scenes made from them, so the
 *   figure is slightly optimistic.
 */
export const MEASURED_FIGURES = {
  calibrationAreaError: {
    value: '0.95\u00a0%',
    label: 'Median area error, clinician-traced outline (calibration alone)',
    detail:
      'on 54 computer-rendered test photos, each a foot-ulcer photo laid on skin beside the sticker with the camera tilted up to 40° (mean 1.6 %, largest 9.0 %)',
  },
  endToEndAreaError: {
    value: '14.2\u00a0%',
    label: 'Median area error end to end, photos the model never saw',
    detail:
      'the model’s own outline and the calibration together, on 552 computer-rendered test photos made from 114 diabetic foot ulcer photos the model never saw, camera tilted up to 40°, with colour casts, blur and compression (95 % interval 11.8–18.5 %)',
  },
  outlineDice: {
    value: '0.883',
    label: 'Outline Dice, unseen foot-ulcer photos',
    detail:
      'the overlap of the model’s outline with the clinicians’ outline (1 = identical) on 122 diabetic foot ulcer photos of FUSeg 2021 kept out of training; these photos helped choose the model, so the figure is slightly optimistic',
  },
} as const satisfies Record<string, MeasuredFigure>;

/**
 * The figures in the order pages show them: first what a clinician gets from a photo (the whole
 * engine), then the calibration alone and the outline's overlap.
 */
export const MEASURED_FIGURE_LIST: readonly MeasuredFigure[] = [
  MEASURED_FIGURES.endToEndAreaError,
  MEASURED_FIGURES.calibrationAreaError,
  MEASURED_FIGURES.outlineDice,
];

/**
 * The citation under the measured figures, in words a clinician reads: each figure with its
 * condition, when it was measured, and what the outline is validated on.
 */
export function measuredFiguresNote(): string {
  const figures = MEASURED_FIGURE_LIST.map((f) => `${f.label}: ${f.value}, ${f.detail}.`).join(' ');
  return (
    `Measured by us in ${MEASURED_ON}, on ${OUTLINE_VALIDATED_ON} only. ${figures} ` +
    `For other wound types the result says “${OUTLINE_NOT_VALIDATED}”.`
  );
}

const seg = (id: string) => encodeURIComponent(id);

/**
 * The signed-in workspace's addresses: every patient, wound and assessment has one. The web
 * app's route table and links, and the server's mail, PDF and FHIR links, all build them here.
 */
export const workspacePaths = {
  root: '/demo',
  profile: '/demo/profile',
  /** the care team: members, invitations, settings, and the team audit for its owners and admins */
  team: '/demo/team',
  dashboard: '/demo/dashboard',
  /** the team's follow-ups: open wounds by next assessment due */
  worklist: '/demo/worklist',
  /** the upload form; with a wound id the photo is filed under that wound */
  upload: (woundId?: string | null) => (woundId ? `/demo/upload?wound=${seg(woundId)}` : '/demo/upload'),
  analysis: '/demo/analysis',
  /** one assessment's result view */
  assessment: (id: string) => `/demo/assessments/${seg(id)}`,
  treatment: (assessmentId?: string | null) =>
    assessmentId ? `/demo/treatment/${seg(assessmentId)}` : '/demo/treatment',
  consultants: (assessmentId?: string | null) =>
    assessmentId ? `/demo/consultants/${seg(assessmentId)}` : '/demo/consultants',
  patients: '/demo/patients',
  patient: (id: string) => `/demo/patients/${seg(id)}`,
  wound: (id: string) => `/demo/wounds/${seg(id)}`,
  reports: (assessmentId?: string | null) => (assessmentId ? `/demo/reports/${seg(assessmentId)}` : '/demo/reports'),
  services: '/demo/services',
  tool: (tool: string) => `/demo/tools/${seg(tool)}`,
  about: '/demo/about',
  donation: '/demo/donation',
} as const;

/**
 * SMART on FHIR: the app's launch URL (an EHR opens `/launch?iss=…&launch=…`) and its redirect URL
 * (the authorization server sends the browser back there), as registered at the EHR.
 */
export const ehrPaths = {
  launch: '/launch',
  callback: '/launch/callback',
} as const;

/**
 * A patient's plan page, opened by its link's token without signing in (outside the workspace;
 * never prerendered, never in the sitemap). The server builds the link it answers from here.
 */
export const patientPlanPath = (token: string) => `/plan/${seg(token)}`;
/** The patient page's API: the plan behind a token. */
export const patientPlanApiPath = (token: string) => `/api/patient-plan/${seg(token)}`;
