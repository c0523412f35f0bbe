/** Shapes of the analysis API (threads, plans, consultants, patients) as the server sends them. */
export type {
  AnalysisResult,
  AnalysisStage,
  AdviceItem,
  AnalysisWarning,
  BedsideSigns,
  InfectionScreenJson,
  InfectionSign,
  OutlineQuality,
  ScreenSign,
  TissueFlag,
  WoundContextJson,
  Priority,
  ThreadJson as Thread,
  ThreadStatus,
  TissueShares,
} from '@woundcare/api-types';
import type { AdviceItem, TreatmentPlanFields, WoundContextJson } from '@woundcare/api-types';
export type Severity = 'low' | 'medium' | 'high';
export type Availability = 'available' | 'busy' | 'offline';

/** GET /api/threads/:id/treatment-plan: the spec's plan fields, "when to seek help" always a list. */
export type TreatmentPlan = Omit<TreatmentPlanFields, 'when_to_seek_help'> & {
  when_to_seek_help: string[];
  simulated?: boolean;
  /** advice by etiology and findings, each with its guideline source */
  advice?: AdviceItem[];
  wound_context?: WoundContextJson;
};

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
export interface PatientMeasurement {
  threadId: string;
  date: string;
  area_cm2: number | null;
  calibrated: boolean;
  daysSinceFirst?: number | null;
  reductionFromFirstPct?: number | null;
}

export interface AuditEntry {
  id: number | string;
  action: string;
  resource: string | null;
  ip: string | null;
  created_at: string;
}
