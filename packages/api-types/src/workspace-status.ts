import type { OutlineStatus, PriorityJson, AssessmentStatus, WoundDetailJson } from './index.ts';

/**
 * The workspace's overview contracts: the engine status behind the header badge and the team's
 * dashboard. Imported as `@woundcare/api-types/workspace-status`.
 */

// ── GET /api/status ──

/**
 * What a clinician can expect from an upload now:
 * - `ready`: the engine measures (in-process with its model on disk, or the remote engine answers);
 * - `degraded`: the remote engine is down, so results come back simulated (and are labelled so);
 * - `unavailable`: no analysis can run (the model is missing, no engine, or the database is down).
 */
export type AnalysisReadiness = 'ready' | 'degraded' | 'unavailable';

export interface EngineStatusJson {
  kind: 'in-process' | 'remote';
  /**
   * in-process — `loaded`: an analysis on this server has run the model; `on_disk`: the model's
   * files are present (the first analysis loads it); `missing`: a file is absent.
   * remote — `loaded` when the remote engine's health check answers healthy, else `unknown`.
   */
  model: 'loaded' | 'on_disk' | 'missing' | 'unknown';
  /** `wound-seg@<sha256 prefix>` (in-process) or what the remote engine reports; null when unknown */
  modelVersion: string | null;
  /** one readable sentence: what the engine's state means for an upload */
  detail: string;
}

export interface QueueStatusJson {
  /** uploads of the caller's team waiting for the engine */
  waiting: number;
  /** analyses running now */
  running: number;
  /** analyses that failed in the last hour */
  failedLastHour: number;
}

export interface ServerStatusJson {
  analysis: AnalysisReadiness;
  engine: EngineStatusJson;
  queue: QueueStatusJson;
  database: { status: 'up' | 'down'; kind: 'pglite' | 'postgres' };
  checkedAt: string;
}

// ── GET /api/dashboard ──

/** One of the team's most recent assessments, as the dashboard lists it. */
export interface DashboardAssessmentJson {
  /** public id (analysis-N): the result's address */
  id: string;
  patientId: string;
  patientName: string;
  woundId: string;
  woundLabel: string;
  examDate: string;
  status: AssessmentStatus;
  simulated: boolean;
  outlineStatus: OutlineStatus;
  /** from the stored assessment; null until the analysis completed */
  priority: Pick<PriorityJson, 'level' | 'label'> | null;
  /** the stored assessment's measurement sentence; null until the analysis completed */
  measurementText: string | null;
}

/** The active team's day: counts over its own, current records. */
export interface DashboardJson {
  /** the calendar week counted: Monday 00:00 up to the next Monday 00:00 in `timeZone` */
  week: { from: string; to: string; timeZone: string };
  openWounds: number;
  /** patients with at least one assessment whose exam date falls in the week */
  patientsSeenThisWeek: number;
  /** assessments whose exam date falls in the week */
  assessmentsThisWeek: number;
  /**
   * Open wounds whose stored 4-week check reached a verdict (on track, at risk, borderline or no
   * measurable change): `checked` of them, `onTrack` on track, and the rounded percentage (null
   * when none was checked).
   */
  fourWeek: { onTrack: number; checked: number; onTrackPct: number | null };
  /** completed, measured (not simulated) assessments whose outline is not confirmed yet */
  outlinesAwaitingConfirmation: number;
  /** open wounds whose next assessment is overdue or due today, in the caller's time zone */
  followUps: { overdue: number; dueToday: number };
  /** the 5 most recent assessments by exam date */
  recent: DashboardAssessmentJson[];
}

// ── GET /api/worklist ──

/** The worklist's buckets, by calendar date in the viewer's time zone. */
export type WorklistBucket = 'overdue' | 'today' | 'this_week' | 'later';

/** One open wound's next assessment. Dates are calendar dates, 'YYYY-MM-DD'. */
export interface FollowUpJson {
  woundId: string;
  woundLabel: string;
  patientId: string;
  patientName: string;
  /** the date in force: the clinician's override when set, else the derived date */
  dueDate: string;
  /** exam date of the newest assessment + the plan's review interval */
  derivedDueDate: string;
  /** true when a clinician set the due date (kept until the wound's next assessment) */
  overridden: boolean;
  /** who set it ('Former member' once they left the team) and when (ISO instant; null when not known) */
  overriddenBy: { id: string; name: string } | null;
  overriddenAt: string | null;
  /** the review interval the derived date used, in days, and where it comes from */
  intervalDays: number;
  intervalSource: string;
  /** the 4-week check date: the baseline's exam date + 28 days (null without a measured baseline) */
  fourWeekCheckDate: string | null;
  lastExamDate: string;
  assignee: { id: string; name: string } | null;
  bucket: WorklistBucket;
  /** whole calendar days past the due date in the viewer's time zone (0 unless overdue) */
  daysOverdue: number;
}

/**
 * GET /api/wounds/:id?tz= — the wound's next assessment as its page shows it, in the viewer's time
 * zone, with the team's members to assign it to.
 */
export interface WoundFollowUpJson {
  today: string;
  timeZone: string;
  /** null: no due date — the wound is healed or closed, or has no assessment and no clinician's date */
  next: FollowUpJson | null;
  /** who the wound's next assessment is assigned to (also when it has no date yet) */
  assignee: { id: string; name: string } | null;
  members: { id: string; name: string }[];
}

/** GET /api/wounds/:id — the wound, its assessments and its next assessment due. */
export interface WoundPageJson extends WoundDetailJson {
  followUp: WoundFollowUpJson;
}

export interface WorklistJson {
  /** the viewer's calendar date in `timeZone` and the last day (Sunday) of its ISO week */
  today: string;
  weekEnd: string;
  timeZone: string;
  counts: Record<WorklistBucket, number>;
  items: FollowUpJson[];
  /** the team's members, for the filter and the assignment */
  members: { id: string; name: string }[];
}

/** GET/PUT /api/profile/reminders */
export interface ReminderSettingsJson {
  enabled: boolean;
  timeZone: string;
  /** the local hour from which the morning e-mail goes out */
  hour: number;
}
