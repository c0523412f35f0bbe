import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { listAudit } from './record-audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit trail as it is read', () => {
  it('names entries logged before the record was renamed (thread.*) as assessments, like the new ones', async () => {
    await t.deps.db
      .insertInto('audit_log')
      .values([
        { user_id: 'u-1', action: 'thread.delete', resource: 'analysis-1' },
        { user_id: 'u-1', action: 'assessment.read', resource: 'analysis-2' },
      ])
      .execute();
    expect((await listAudit(t.deps.db, 'u-1')).map((e) => e.action)).toEqual(['assessment.read', 'assessment.delete']);
  });
});
