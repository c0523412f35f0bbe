import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Users } from 'lucide-react';
import { firstIssue, inviteMemberSchema } from '@woundcare/api-types/requests';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { cancelInvitation } from './api/cancel-invitation.ts';
import { getActiveTeam } from './api/get-active-team.ts';
import { inviteMember } from './api/invite-member.ts';
import { leaveTeam } from './api/leave-team.ts';
import { removeMember } from './api/remove-member.ts';
import { canManage, roleLabel, TEAM_ROLES, type FullTeam, type TeamRole } from './api/shared.ts';
import { updateMemberRole } from './api/update-member-role.ts';
import { formatDate } from '../../lib/analysis/rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { teamCopy as copy } from './team-copy.ts';
import { ResendConfirmation } from '../workspace/components/resend-confirmation.tsx';

const selectClass =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Team section of the profile tab: members and roles, pending invitations, invite form, leave. */
export function TeamSection() {
  const { user } = useAuth();
  const [team, setTeam] = useState<FullTeam | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('clinician');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setTeam(await getActiveTeam());
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : copy.loadFailed });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(run: () => Promise<unknown>, success?: string) {
    setBusy(true);
    setMessage(null);
    try {
      await run();
      if (success) setMessage({ tone: 'success', text: success });
      await load();
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : copy.failed });
    } finally {
      setBusy(false);
    }
  }

  async function invite(e: FormEvent) {
    e.preventDefault();
    const to = email.trim();
    if (!to) return setMessage({ tone: 'error', text: copy.inviteNoEmail });
    // the server's invite schema: a bad address or role is refused here with the server's words
    const invalid = firstIssue(inviteMemberSchema, { email: to, role });
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    await act(() => inviteMember(to, role), copy.inviteSent(to));
    setEmail('');
  }

  async function leave() {
    if (!team || !window.confirm(copy.leaveConfirm(team.name))) return;
    setBusy(true);
    try {
      await leaveTeam(team.id);
      window.location.reload();
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : copy.leaveFailed });
      setBusy(false);
    }
  }

  const me = team?.members.find((m) => m.userId === user?.id);
  // the server refuses invitations from an unconfirmed address (EMAIL_NOT_VERIFIED): say so up front
  const unconfirmed = user?.emailVerified === false;
  const manager = canManage(me?.role);
  const pending = team?.invitations.filter((i) => i.status === 'pending') ?? [];

  return (
    <Card as="section" className="lg:col-span-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Users className="h-5 w-5 text-brand-700" aria-hidden="true" /> {copy.heading}
        {team && <span className="font-normal text-slate-600">· {team.name}</span>}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      {message && (
        <div className="mt-4" role={message.tone === 'error' ? 'alert' : 'status'}>
          <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        </div>
      )}
      {!team && !message && <p className="mt-4 text-sm text-slate-500">{copy.loading}</p>}
      {team && (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-slate-800">{copy.membersHeading}</h3>
            <ul
              className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
              aria-label={copy.membersHeading}
            >
              {team.members.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-800">
                      {m.user.name}
                      {m.userId === user?.id && (
                        <span className="ml-1 text-xs font-normal text-slate-500">{copy.you}</span>
                      )}
                    </p>
                    <p className="truncate text-xs text-slate-600">{m.user.email}</p>
                  </div>
                  {manager && m.userId !== user?.id ? (
                    <>
                      <label className="sr-only" htmlFor={`role-${m.id}`}>
                        {copy.roleOf(m.user.name)}
                      </label>
                      <select
                        id={`role-${m.id}`}
                        className={selectClass}
                        value={m.role}
                        disabled={busy}
                        onChange={(e) =>
                          void act(
                            () => updateMemberRole(m.id, e.target.value as TeamRole),
                            copy.roleChanged(m.user.name, roleLabel(e.target.value)),
                          )
                        }
                      >
                        {TEAM_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {roleLabel(r)}
                          </option>
                        ))}
                      </select>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        aria-label={copy.removeLabel(m.user.name)}
                        onClick={() => {
                          if (window.confirm(copy.removeConfirm(m.user.name)))
                            void act(() => removeMember(m.id), copy.removed(m.user.name));
                        }}
                      >
                        {copy.remove}
                      </Button>
                    </>
                  ) : (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {roleLabel(m.role)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <Button className="mt-4" variant="secondary" size="sm" disabled={busy} onClick={() => void leave()}>
              {copy.leave}
            </Button>
          </div>
          <div className="space-y-6">
            <div>
              <h3 className="text-sm font-semibold text-slate-800">{copy.invitationsHeading}</h3>
              {pending.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">{copy.noInvitations}</p>
              ) : (
                <ul
                  className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
                  aria-label={copy.invitationsHeading}
                >
                  {pending.map((i) => (
                    <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-slate-800">{i.email}</p>
                        <p className="text-xs text-slate-600">
                          {copy.invitationExpires(roleLabel(i.role), formatDate(i.expiresAt))}
                        </p>
                      </div>
                      {manager && (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          aria-label={copy.cancelInvitationLabel(i.email)}
                          onClick={() => void act(() => cancelInvitation(i.id), copy.invitationCancelled(i.email))}
                        >
                          {copy.cancel}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {manager ? (
              <form
                onSubmit={invite}
                noValidate
                className="space-y-3"
                aria-labelledby="invite-heading"
                aria-describedby={unconfirmed ? 'invite-needs-confirmation' : undefined}
              >
                <h3 id="invite-heading" className="text-sm font-semibold text-slate-800">
                  {copy.inviteHeading}
                </h3>
                {unconfirmed && (
                  <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
                    <p id="invite-needs-confirmation">{copy.inviteNeedsConfirmation(user.email)}</p>
                    <ResendConfirmation email={user.email} />
                  </div>
                )}
                <fieldset disabled={unconfirmed} className="space-y-3">
                  <TextField
                    label={copy.inviteEmail}
                    type="email"
                    autoComplete="off"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    hint={copy.inviteHint}
                  />
                  <div>
                    <label htmlFor="invite-role" className="mb-1 block text-sm font-medium text-slate-700">
                      {copy.inviteRole}
                    </label>
                    <select
                      id="invite-role"
                      className={selectClass}
                      value={role}
                      onChange={(e) => setRole(e.target.value as TeamRole)}
                    >
                      {TEAM_ROLES.filter((r) => r !== 'owner' || me?.role === 'owner').map((r) => (
                        <option key={r} value={r}>
                          {roleLabel(r)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button type="submit" disabled={busy}>
                    {copy.inviteSubmit}
                  </Button>
                </fieldset>
              </form>
            ) : (
              <p className="text-sm text-slate-600">{copy.onlyManagers}</p>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
