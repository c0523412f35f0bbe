/** Shapes of the analysis API (threads, plans, consultants, patients) as the server sends them. */
export type ThreadStatus = 'uploaded' | 'analyzing' | 'completed' | 'failed';
export type AnalysisStage = 'decoding' | 'calibrating' | 'outlining' | 'measuring' | 'assessing';
export type Severity = 'low' | 'medium' | 'high';
export type Priority = 'low' | 'medium' | 'high';
export type Availability = 'available' | 'busy' | 'offline';

export interface InfectionSign {
  id: string;
  label: string;
  source: 'image' | 'clinician';
  present: boolean;
  value: number | string | boolean | null;
  evidence: string;
  /** NERDS / STONEES checklists the sign belongs to */
  lists?: string[];
}

export interface TissueShares {
  granulation: number;
  slough: number;
  necrotic: number;
  epithelial: number;
}

export interface AnalysisWarning {
  code: string;
  message: string;
}

export interface AnalysisResult {
  severity: Severity;
  healingStage: string;
  infectionRisk: string;
  /** 0–1 */
  confidence: number;
  processingTime: number;
  /** null when the photo had no calibration sticker */
  area_cm2: number | null;
  calibrated: boolean;
  pixels_per_cm: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
  lw_estimate_cm2: number | null;
  ellipse_estimate_cm2: number | null;
  tissue: TissueShares | null;
  periwound_erythema: number | null;
  infection_signs: InfectionSign[];
  diagnosis: string | null;
  description: string;
  recommendations: string[];
  treatmentPlan: { medications: string[]; procedures: string[]; followUp: string };
  warnings: AnalysisWarning[];
  outline_source: string | null;
  model_version: string | null;
}

export interface Thread {
  id: string;
  patientName: string;
  status: ThreadStatus;
  stage: AnalysisStage | null;
  priority: Priority;
  uploadedAt: string;
  processingTime: number | null;
  simulated: boolean;
  error: string | null;
  completedAt?: string | null;
  imageUrl: string;
  annotatedUrl: string | null;
  maskUrl?: string | null;
  /** pixel size of the stored photo (the outline mask must match it) */
  image?: { width: number; height: number; format: string };
  analysisResult: AnalysisResult | null;
}

export interface TreatmentPlan {
  name: string;
  description: string;
  severity: string;
  materials: string[];
  steps: Record<string, string>;
  precautions: string[];
  when_to_seek_help: string[];
  duration: string;
  is_self_treatable: boolean;
  simulated?: boolean;
}

export interface Consultant {
  id: string;
  name: string;
  specialization: string;
  phone: string;
  email: string;
  address: string;
  state: string;
  rating: number;
  availability: Availability;
  consultationTypes: string[];
}

/** The 4-week check (Sheehan et al. 2003) as the server reads it from the trajectory. */
export interface FourWeekFlag {
  status: 'insufficient_data' | 'on_track' | 'at_risk';
  threadId: string | null;
  daysSinceFirst: number | null;
  reductionPct: number | null;
  targetPct: number;
}

export interface PatientMeasurement {
  threadId: string;
  date: string;
  area_cm2: number | null;
  calibrated: boolean;
  daysSinceFirst?: number | null;
  reductionFromFirstPct?: number | null;
}

/** GET /api/patients: the user's threads grouped by patient, with the healing trajectory. */
export interface PatientSummary {
  key: string;
  patientName: string;
  threadIds: string[];
  threadCount: number;
  completedCount: number;
  simulatedCount: number;
  measurements: PatientMeasurement[];
  reductionSinceFirstPct: number | null;
  reductionSincePreviousPct: number | null;
  fourWeek: FourWeekFlag | null;
  threads: Thread[];
}

export interface AuditEntry {
  id: number | string;
  action: string;
  resource: string | null;
  ip: string | null;
  created_at: string;
}
