import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Care teams (better-auth's organization plugin tables, created just before by the auth
 * migration). Numbered after the clinical record's 0005 so that its patients move to teams too.
 *
 * Schema: threads get a team (nullable at first), numbering per team, patients lose their
 * owner-is-a-user key. Data: every user without a team gets a personal one as its owner, and
 * threads, counters and patients move into it. Schema again: the keys the data filled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await schema(db);
  await data(db);
  await constraints(db);
}

async function schema(db: Kysely<unknown>) {
  await db.schema
    .alterTable('threads')
    .addColumn('team_id', 'text', (c) => c.references('organization.id'))
    .execute();
  // analysis-N numbering is now per team (one user may work in several teams)
  await db.schema
    .createTable('team_thread_counters')
    .addColumn('team_id', 'text', (c) => c.primaryKey().references('organization.id').onDelete('cascade'))
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
  // patients.owner_id becomes a team id (below): no cascade, a team with patients is not deleted silently
  await sql`ALTER TABLE patients DROP CONSTRAINT IF EXISTS patients_owner_id_fkey`.execute(db);
}

/** The columns this migration's data step reads and writes, as they are at this version. */
type Tables = {
  user: { id: string; name: string; createdAt: Date };
  profiles: { user_id: string; first_name: string; organization: string | null };
  organization: { id: string; name: string; slug: string; createdAt: Date };
  member: { id: string; organizationId: string; userId: string; role: string; createdAt: Date };
};

async function data(untyped: Kysely<unknown>) {
  const db = untyped.withTables<Tables>();
  // Every existing user gets a personal care team in which they are the owner.
  const users = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select([
      'user.id as id',
      'user.name as name',
      'profiles.first_name as first_name',
      'profiles.organization as organization',
    ])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('member').select('member.id').whereRef('member.userId', '=', 'user.id'))),
    )
    .orderBy('user.createdAt')
    .execute();
  for (const u of users) {
    const teamId = randomUUID();
    const name = personalTeamName(u);
    await db
      .insertInto('organization')
      .values({ id: teamId, name, slug: teamSlug(name), createdAt: new Date() })
      .execute();
    await db
      .insertInto('member')
      .values({ id: randomUUID(), organizationId: teamId, userId: u.id, role: 'owner', createdAt: new Date() })
      .execute();
  }
  // Records belong to a team: each existing thread moves to its uploader's (oldest owned) team.
  await sql`UPDATE threads SET team_id = (
          SELECT m."organizationId" FROM member m WHERE m."userId" = threads.user_id
          ORDER BY (m.role = 'owner') DESC, m."createdAt" ASC, m."organizationId" ASC LIMIT 1)`.execute(db);
  // numbers are never reused after a delete: carry each user's counter over to their team
  await sql`INSERT INTO team_thread_counters (team_id, last_seq)
        SELECT t.team_id, GREATEST(MAX(t.seq), COALESCE(MAX(tc.last_seq), 0))
        FROM threads t LEFT JOIN thread_counters tc ON tc.user_id = t.user_id
        GROUP BY t.team_id`.execute(db);
  await sql`INSERT INTO team_thread_counters (team_id, last_seq)
        SELECT m."organizationId", tc.last_seq FROM thread_counters tc
        JOIN member m ON m."userId" = tc.user_id AND m.role = 'owner'
        ON CONFLICT (team_id) DO NOTHING`.execute(db);
  // The clinical record (0005) belongs to the team too: each patient moves to the same team as
  // its owner's threads (so an assessment and its patient stay in one team); wounds and
  // assessments follow through their patient.
  await sql`UPDATE patients SET owner_id = (
          SELECT m."organizationId" FROM member m WHERE m."userId" = patients.owner_id
          ORDER BY (m.role = 'owner') DESC, m."createdAt" ASC, m."organizationId" ASC LIMIT 1)`.execute(db);
}

async function constraints(db: Kysely<unknown>) {
  await db.schema
    .alterTable('threads')
    .alterColumn('team_id', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('threads').dropConstraint('threads_user_seq_unique').execute();
  await db.schema.alterTable('threads').addUniqueConstraint('threads_team_seq_unique', ['team_id', 'seq']).execute();
  // The (owner_id, identifier) unique index now holds per team.
  await sql`ALTER TABLE patients ADD CONSTRAINT patients_owner_team_fkey FOREIGN KEY (owner_id) REFERENCES organization (id)`.execute(
    db,
  );
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A personal team's name: the profile's organization, else "<first name>'s practice". */
function personalTeamName(fields: { organization?: unknown; first_name?: unknown; name?: unknown }): string {
  const org = text(fields.organization);
  if (org) return org.slice(0, 160);
  const first = text(fields.first_name) ?? text(fields.name)?.split(/\s+/)[0] ?? null;
  return first ? `${first.slice(0, 100)}'s practice` : 'My practice';
}

/** A unique, URL-safe slug (better-auth requires one; the product never shows it). */
function teamSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'team'}-${randomBytes(5).toString('hex')}`;
}
