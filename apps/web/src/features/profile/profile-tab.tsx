import { useEffect, useState, type FormEvent } from 'react';
import { Building2, Calendar, Fingerprint, Mail } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { firstIssue, profilePatchSchema } from '@woundcare/api-types/requests';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { formatDate } from '../../lib/analysis/rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Card, Notice, PageHeading } from '../../components/ui/card.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';
import { ActivityLog } from './activity-log.tsx';
import { TeamSection } from './team-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { RemindersSection } from './reminders-section.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** What the profile shows for a job title or organisation not given. */
export const DEFAULT_TITLE = msg`Healthcare Professional`;
export const DEFAULT_ORGANIZATION = msg`Medical Organization`;

/** The profile's words (workspace catalog messages). */
const copy = {
  saved: msg`Profile saved.`,
  saveFailed: msg`Could not save the profile.`,
  title: msg`My Profile`,
  description: msg`Your account details as colleagues see them in shared reports.`,
  summary: msg`Account summary`,
  email: msg`Email`,
  created: msg`Account created`,
  userId: msg`User ID`,
  notAvailable: msg`N/A`,
  edit: msg`Edit profile`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  jobTitle: msg`Job title`,
  organization: msg`Organization`,
  emailFixed: msg`Email cannot be changed`,
  saving: msg`Saving...`,
  save: msg`Save Changes`,
};

/**
 * My Profile (docs/spec-notes.md#tab-contents): summary card, edit form, sign-in and security (password, two-factor,
 * the team's rule), active sessions, the care team, and the account's activity log.
 */
export function ProfileTab() {
  const { user, profile, refreshProfile, updateProfile } = useAuth();
  const [form, setForm] = useState({ firstName: '', lastName: '', title: '', organization: '' });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // bumped when a password change or two-factor ended other sessions: the sessions list reloads
  const [sessionsVersion, setSessionsVersion] = useState(0);

  // Spec: fetch the profile on this tab when a user exists and none is loaded.
  useEffect(() => {
    if (user && !profile) void refreshProfile();
  }, [user, profile, refreshProfile]);

  // Refill the fields whenever the profile (re)loads.
  useEffect(() => {
    if (!profile) return;
    setForm({
      firstName: profile.first_name ?? '',
      lastName: profile.last_name ?? '',
      title: profile.title ?? '',
      organization: profile.organization ?? '',
    });
  }, [profile]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = {
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      title: form.title.trim(),
      organization: form.organization.trim(),
    };
    // the server's profile schema: an empty or over-long name is refused here in the server's words
    const invalid = firstIssue(profilePatchSchema, body);
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    setSaving(true);
    setMessage(null);
    try {
      await updateProfile(body);
      setMessage({ tone: 'success', text: say(copy.saved) });
    } catch (err) {
      console.warn('Profile update failed', err);
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : say(copy.saveFailed) });
    } finally {
      setSaving(false);
    }
  }

  const email = user?.email ?? '';
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || email;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  return (
    <div>
      <PageHeading title={say(copy.title)} description={say(copy.description)} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
        <Card as="section" className="lg:col-span-1">
          <h2 className="sr-only">{say(copy.summary)}</h2>
          <div className="flex flex-col items-center text-center">
            <span
              className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white"
              aria-hidden="true"
            >
              {email.charAt(0).toUpperCase()}
            </span>
            <p className="mt-4 text-lg font-semibold text-ink">{fullName}</p>
            <p className="text-sm text-slate-600">{profile?.title || say(DEFAULT_TITLE)}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <Building2 className="h-4 w-4" aria-hidden="true" />
              {profile?.organization || say(DEFAULT_ORGANIZATION)}
            </p>
          </div>
          <dl className="mt-6 space-y-3 border-t border-slate-100 pt-4 text-sm">
            {[
              { icon: Mail, label: say(copy.email), value: <EmailText email={email} />, cls: 'text-slate-800' },
              {
                icon: Calendar,
                label: say(copy.created),
                value: formatDate(profile?.created_at),
                cls: 'text-slate-800',
              },
              {
                icon: Fingerprint,
                label: say(copy.userId),
                value: user?.id ?? say(copy.notAvailable),
                cls: 'break-all font-mono text-xs text-slate-800',
              },
            ].map(({ icon: Icon, label, value, cls }) => (
              <div key={label} className="grid grid-cols-[1rem_minmax(0,1fr)] gap-x-2">
                <dt className="col-span-2 flex items-center gap-2 text-xs text-slate-500">
                  <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  {label}
                </dt>
                <dd className={`col-start-2 ${cls}`}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <Card as="section" className="lg:col-span-2">
          <h2 className="text-lg font-semibold text-ink">{say(copy.edit)}</h2>
          <form onSubmit={onSubmit} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={say(copy.firstName)}
              required
              value={form.firstName}
              onChange={set('firstName')}
              autoComplete="given-name"
              maxLength={100}
            />
            <TextField
              label={say(copy.lastName)}
              required
              value={form.lastName}
              onChange={set('lastName')}
              autoComplete="family-name"
              maxLength={100}
            />
            <TextField
              label={say(copy.jobTitle)}
              value={form.title}
              onChange={set('title')}
              placeholder={say(DEFAULT_TITLE)}
              autoComplete="organization-title"
              maxLength={120}
            />
            <TextField
              label={say(copy.organization)}
              value={form.organization}
              onChange={set('organization')}
              placeholder={say(DEFAULT_ORGANIZATION)}
              autoComplete="organization"
              maxLength={160}
            />
            <TextField
              label={say(copy.email)}
              value={email}
              readOnly
              disabled
              hint={say(copy.emailFixed)}
              className="sm:col-span-2"
            />
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <Button type="submit" disabled={saving}>
                {saving ? say(copy.saving) : say(copy.save)}
              </Button>
              {message && <Notice tone={message.tone}>{message.text}</Notice>}
            </div>
          </form>
        </Card>

        <SecuritySection onSessionsChanged={() => setSessionsVersion((v) => v + 1)} />
        <SessionsSection version={sessionsVersion} />
        <RemindersSection />
        <TeamSection />
        <ActivityLog />
      </div>
    </div>
  );
}
