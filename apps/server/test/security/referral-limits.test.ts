/**
 * Referral letters are metered like photos: sends are rate-limited per user and per care team,
 * each stored letter counts toward the team's storage quota, and the disk guard holds for every
 * file the server writes (letters and corrected outlines as much as uploads).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { teamStorageUsed } from '../../src/services/assessments/storage-room.ts';
import { createAssessment, fakeAnalyzer, referToOwnContact, solidPng, type Client } from './support/fixtures.ts';
import { ROUTE_POLICIES, validValues } from './support/route-policy.ts';

type ErrorJson = { error: { code: string; message: string } };
let free: number | null = 1e12;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_REFERRAL_USER_MAX: '3',
      RATE_LIMIT_REFERRAL_TEAM_MAX: '5',
      MIN_FREE_DISK_MB: '100',
      // one small assessment and a few letters fit, thirty do not
      TEAM_STORAGE_QUOTA_GB: String(400 / 1024 / 1024),
    },
    { workspace: { analyzer: fakeAnalyzer(), freeBytes: async () => free } },
  );
}, 120_000);
afterAll(() => t?.close());

const userIdOf = async (email: string) =>
  (await t.deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const teamOf = async (c: Client) =>
  ((await (await c.request('/api/auth/organization/get-full-organization')).json()) as { id: string }).id;
const referralRows = async (teamId: string) =>
  (await t.deps.db.selectFrom('referrals').select('id').where('team_id', '=', teamId).execute()).length;

/** A signed-up owner with a completed assessment and a referral contact; `send` posts one referral of it. */
async function ownerWithAssessment() {
  const c = t.client();
  await c.signUp();
  const id = await createAssessment(t, c, 'Referred Patient', await solidPng(64, 64));
  await referToOwnContact(c);
  const body = validValues(ROUTE_POLICIES['POST /api/assessments/:id/referrals']!.json!);
  const send = (as: Client = c) => as.request(`/api/assessments/${id}/referrals`, { method: 'POST', json: body });
  return { c, id, send, teamId: await teamOf(c) };
}
const codeOf = async (res: Response) => ((await res.json()) as ErrorJson).error.code;

describe('referral sends', () => {
  it('are limited per user and per team (429 RATE_LIMITED); another team sends on', async () => {
    const { c, send, teamId } = await ownerWithAssessment();
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
    const fourth = await send();
    expect(fourth.status).toBe(429);
    expect(await codeOf(fourth)).toBe('RATE_LIMITED');

    // a colleague in the same team has sends of their own, until the team's five are spent
    const colleague = t.client();
    const { email } = await colleague.signUp();
    await t.deps.db
      .insertInto('member')
      .values({
        id: randomUUID(),
        organizationId: teamId,
        userId: await userIdOf(email),
        role: 'clinician',
        createdAt: new Date(),
      })
      .execute();
    const active = await colleague.request('/api/auth/organization/set-active', {
      method: 'POST',
      json: { organizationId: teamId },
    });
    expect(active.status).toBe(200);
    expect((await send(colleague)).status).toBe(201);
    expect((await send(colleague)).status).toBe(201);
    const overTeam = await send(colleague);
    expect(overTeam.status).toBe(429);
    expect(await codeOf(overTeam)).toBe('RATE_LIMITED');
    expect(await referralRows(teamId)).toBe(5);
    expect((await c.request('/api/profile')).status).toBe(200);

    const other = await ownerWithAssessment();
    expect((await other.send()).status).toBe(201);
  });

  it("count toward the team's storage quota: each stored letter adds its bytes, and a letter that does not fit is refused (413), neither stored nor sent", async () => {
    const { send, teamId } = await ownerWithAssessment();
    const before = await teamStorageUsed(t.deps.db, teamId);
    expect((await send()).status).toBe(201);
    const afterOne = await teamStorageUsed(t.deps.db, teamId);
    const letter = await t.deps.db
      .selectFrom('referrals')
      .select('letter_bytes')
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    expect(letter.letter_bytes).toBeGreaterThan(1000);
    expect(afterOne - before).toBe(letter.letter_bytes);
    // take the team to half a letter below its quota (through its assessment's counted bytes): the next letter does not fit
    const row = await t.deps.db
      .selectFrom('assessments')
      .select(['id', 'derived_bytes'])
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    const headRoom = Math.floor(letter.letter_bytes / 2);
    await t.deps.db
      .updateTable('assessments')
      .set({ derived_bytes: Number(row.derived_bytes) + (400 * 1024 - headRoom - afterOne) })
      .where('id', '=', row.id)
      .execute();
    expect(await teamStorageUsed(t.deps.db, teamId)).toBe(400 * 1024 - headRoom);
    const rows = await referralRows(teamId);
    const over = await send();
    expect(over.status).toBe(413);
    const err = ((await over.json()) as ErrorJson).error;
    expect(err.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(err.message).toMatch(/referral letter does not fit/);
    expect(await referralRows(teamId)).toBe(rows);
  });
});

describe('the disk guard', () => {
  it("holds for every file written: a referral letter stops with 507 STORAGE_FULL, nothing recorded; the workspace's file store itself refuses any write", async () => {
    const { send, teamId } = await ownerWithAssessment();
    const photoDir = (
      await t.deps.db
        .selectFrom('assessments')
        .select('photo_dir')
        .where('team_id', '=', teamId)
        .executeTakeFirstOrThrow()
    ).photo_dir;
    const rows = await referralRows(teamId);
    free = 100 * 1024 * 1024 + 1024; // a letter would dip into the 100 MB reserve
    try {
      const letter = await send();
      expect(letter.status).toBe(507);
      expect(await codeOf(letter)).toBe('STORAGE_FULL');
      expect(await referralRows(teamId)).toBe(rows);
      // the one store every writer uses (analysis images, outlines, letters, photos)
      await expect(t.deps.workspace.files.write(photoDir, 'mask.png', Buffer.alloc(2048))).rejects.toMatchObject({
        code: 'STORAGE_FULL',
      });
    } finally {
      free = 1e12;
    }
    expect((await send()).status).toBe(201);
  });
});
