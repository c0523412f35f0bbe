import { randomBytes } from 'node:crypto';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A new account's personal team: the organization field of the sign-up, else "<first name>'s practice". */
export function personalTeamName(fields: { organization?: unknown; first_name?: unknown; name?: unknown }): string {
  const org = text(fields.organization);
  if (org) return org.slice(0, 160);
  const first = text(fields.first_name) ?? text(fields.name)?.split(/\s+/)[0] ?? null;
  return first ? `${first.slice(0, 100)}'s practice` : 'My practice';
}

/** A unique, URL-safe slug (better-auth requires one; the product never shows it). */
export function teamSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'team'}-${randomBytes(5).toString('hex')}`;
}
