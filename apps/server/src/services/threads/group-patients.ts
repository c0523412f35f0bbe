import { buildTrajectory, patientKey, type Trajectory } from '../rules/healing-trajectory.ts';
import type { AnalysisResult, ThreadJson } from './thread-types.ts';
import { toThreadJson, type ThreadRow } from './thread-view.ts';

export interface PatientGroup {
  key: string;
  patientName: string;
  threadIds: string[];
  latestThreadId: string;
  threadCount: number;
  completedCount: number;
  /** completed analyses that were simulated: listed, never used as measurements */
  simulatedCount: number;
  measurements: Trajectory['points'];
  reductionSinceFirstPct: number | null;
  reductionSincePreviousPct: number | null;
  fourWeek: Trajectory['fourWeek'];
  threads: ThreadJson[];
}

/**
 * Threads grouped by patient (name, case- and space-insensitive), newest patient first, each with
 * the healing trajectory of its completed, non-simulated measurements.
 */
export function groupPatients(rows: ThreadRow[]): PatientGroup[] {
  const groups = new Map<string, ThreadRow[]>();
  for (const r of rows) {
    const k = patientKey(r.patient_name);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const out: PatientGroup[] = [];
  for (const [key, list] of groups) {
    const newestFirst = [...list].sort((a, b) => b.seq - a.seq);
    const done = list.filter((r) => r.status === 'completed' && r.result);
    const real = done.filter((r) => !r.simulated);
    const t = buildTrajectory(
      real.map((r) => {
        const res = r.result as unknown as AnalysisResult;
        return { threadId: `analysis-${r.seq}`, date: r.uploaded_at, areaCm2: res.area_cm2, calibrated: res.calibrated };
      }),
    );
    out.push({
      key,
      patientName: newestFirst[0]!.patient_name,
      threadIds: newestFirst.map((r) => `analysis-${r.seq}`),
      latestThreadId: `analysis-${newestFirst[0]!.seq}`,
      threadCount: list.length,
      completedCount: done.length,
      simulatedCount: done.length - real.length,
      measurements: t.points,
      reductionSinceFirstPct: t.reductionSinceFirstPct,
      reductionSincePreviousPct: t.reductionSincePreviousPct,
      fourWeek: t.fourWeek,
      threads: newestFirst.map(toThreadJson),
    });
  }
  return out.sort((a, b) => Number(b.latestThreadId.slice(9)) - Number(a.latestThreadId.slice(9)));
}
