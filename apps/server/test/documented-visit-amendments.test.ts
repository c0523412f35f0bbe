import { describe, expect, it } from 'vitest';
import type { AssessmentJson, ClinicalAssessment } from '@woundcare/api-types';
import { useFakeAnalysisApp } from './support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from './support/assessment-client.ts';
import { extractPdfText } from './support/pdf-text.ts';
import { RULES_VERSION } from '../src/clinical/derive-assessment.ts';
import { upgradeAssessments } from '../src/services/assessments/rederive.ts';

/**
 * A documented visit keeps what was advised then (docs/decisions/0027-documented-visit-amended-not-rewritten.md):
 * a later wound edit re-derives the wound's current visit and changes an earlier one only as an
 * amendment kept beside it (who, when, why, what changed); the rules upgrade at start does the same
 * "by the system".
 */
const { app, photo } = useFakeAnalysisApp();
type Client = ReturnType<ReturnType<typeof app>['client']>;

async function woundWithTwoVisits(c: Client, name: string, wound: Record<string, unknown>) {
  const { patient } = (await (
    await c.request('/api/patients', { method: 'POST', json: { display_name: name } })
  ).json()) as { patient: { id: string } };
  const created = (await (
    await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: wound })
  ).json()) as { wound: { id: string } };
  const ids: string[] = [];
  for (const date of ['2026-10-01T09:00:00Z', '2026-10-15T09:00:00Z']) {
    const up = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: created.wound.id, exam_date: date }, { data: photo() }),
    });
    expect(up.status, await up.clone().text()).toBe(202);
    const { assessment } = (await up.json()) as { assessment: { id: string } };
    await waitForAssessment(c, assessment.id);
    ids.push(assessment.id);
  }
  return { woundId: created.wound.id, ids };
}

async function read(c: Client, id: string): Promise<AssessmentJson> {
  const res = await c.request(`/api/assessments/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { assessment: AssessmentJson }).assessment;
}

const actions = (a: ClinicalAssessment) => a.advice.flatMap((r) => r.actions);

describe('a documented visit keeps what was advised then', () => {
  it('an ABPI edit after two visits re-derives visit 2 and amends visit 1 once (who, when, why, what)', async () => {
    const c = app().client();
    await c.signUp();
    const { woundId, ids } = await woundWithTwoVisits(c, 'Amend Patient', {
      etiology: 'venous_leg_ulcer',
      abpi: 0.95,
    });
    const [first, second] = ids as [string, string];
    const documented = (await read(c, first)).clinical!;
    // SIGN 120 / NICE CKS (venous leg ulcer): compression for an ABPI of 0.8–1.3
    expect(actions(documented)).toContain('compression');

    const edit = await c.request(`/api/wounds/${woundId}`, { method: 'PATCH', json: { abpi: 0.45 } });
    expect(edit.status, await edit.clone().text()).toBe(200);

    // the current visit is re-derived: an ABPI below 0.5 rules out compression and needs an
    // urgent vascular referral (SIGN 120; NICE CKS leg ulcer — venous)
    const current = await read(c, second);
    expect(actions(current.clinical!)).not.toContain('compression');
    expect(actions(current.clinical!)).toContain('vascular-referral');
    expect(current.amendments).toEqual([]);

    // the earlier visit keeps its documented output; the new derivation is kept beside it
    const earlier = await read(c, first);
    expect(earlier.clinical).toEqual(documented);
    expect(earlier.analysisResult!.advice.map((r) => r.id)).toEqual(documented.advice.map((r) => r.id));
    expect(earlier.priority).toBe(documented.priority.level);
    expect(earlier.amendments).toHaveLength(1);
    const [amendment] = earlier.amendments;
    expect(amendment).toMatchObject({ by: 'Ada Nurse', bySystem: false, rulesVersion: RULES_VERSION });
    expect(amendment!.reason).toBe('Wound edited: ABPI 0.95 → 0.45');
    expect(Date.now() - Date.parse(amendment!.at)).toBeLessThan(60_000);
    expect(actions(amendment!.clinical)).toContain('vascular-referral');
    expect(amendment!.summary.startsWith(`priority ${documented.priority.label} → `)).toBe(true);
    expect(amendment!.summary).toMatch(/advice: .*\+ ABPI 0\.45/);
    expect(amendment!.summary).toMatch(/− Compression therapy/);

    // the same edit again changes nothing more: no second amendment
    expect((await c.request(`/api/wounds/${woundId}`, { method: 'PATCH', json: { abpi: 0.45 } })).status).toBe(200);
    expect((await read(c, first)).amendments).toHaveLength(1);

    // the visit note prints the documented advice and the amendment line
    const pdf = await extractPdfText(
      new Uint8Array(await (await c.request(`/api/assessments/${first}/report.pdf`)).arrayBuffer()),
    );
    const flat = pdf.replace(/\s+/g, ' ');
    expect(flat).toMatch(/Compression therapy/);
    expect(flat).toMatch(/Amended [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M \S+ by Ada Nurse: priority /);
    expect(flat).toContain('Wound edited: ABPI 0.95 → 0.45');
  });

  it('the rules upgrade at start amends an earlier visit "by the system" and re-derives the latest', async () => {
    const c = app().client();
    await c.signUp();
    const { woundId, ids } = await woundWithTwoVisits(c, 'Upgrade Patient', {
      etiology: 'venous_leg_ulcer',
      abpi: 0.95,
    });
    const db = app().deps.db;
    // both visits as older rules left them: visit 1 documented with a routine priority and
    // without today's first advice row
    const rows = await db
      .selectFrom('assessments')
      .select(['id', 'clinical'])
      .where('wound_id', '=', woundId)
      .orderBy('exam_date')
      .execute();
    expect(rows).toHaveLength(2);
    const older = {
      ...rows[0]!.clinical!,
      rulesVersion: '2026-11.6',
      advice: rows[0]!.clinical!.advice.slice(1),
    };
    await db
      .updateTable('assessments')
      .set({ clinical: JSON.stringify(older), rules_version: '2026-11.6' })
      .where('id', '=', rows[0]!.id)
      .execute();
    await db.updateTable('assessments').set({ rules_version: '2026-11.6' }).where('id', '=', rows[1]!.id).execute();

    await upgradeAssessments(db, () => undefined);
    const earlier = await read(c, ids[0]!);
    expect(earlier.clinical).toEqual(older);
    expect(earlier.amendments).toHaveLength(1);
    expect(earlier.amendments[0]).toMatchObject({
      by: `the system (rules ${RULES_VERSION})`,
      bySystem: true,
      reason: `Rules upgraded to ${RULES_VERSION}`,
      rulesVersion: RULES_VERSION,
    });
    expect(earlier.amendments[0]!.summary).toContain(`+ ${rows[0]!.clinical!.advice[0]!.text.slice(0, 20)}`);
    const latest = await db
      .selectFrom('assessments')
      .select('rules_version')
      .where('id', '=', rows[1]!.id)
      .executeTakeFirstOrThrow();
    expect(latest.rules_version).toBe(RULES_VERSION);

    // a second start finds nothing left to compare
    await upgradeAssessments(db, () => undefined);
    expect((await read(c, ids[0]!)).amendments).toHaveLength(1);
    const again = await db
      .selectFrom('assessments')
      .select('checked_rules_version')
      .where('id', '=', rows[0]!.id)
      .executeTakeFirstOrThrow();
    expect(again.checked_rules_version).toBe(RULES_VERSION);
  });
});
