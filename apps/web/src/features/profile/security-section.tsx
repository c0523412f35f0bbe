import { KeyRound } from 'lucide-react';
import { useTeamSettings } from './api/get-team-settings.ts';
import { Card } from '../../components/ui/card.tsx';
import { PasswordForm } from './password-form.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';
import { TeamTwoFactorRule } from './team-two-factor-rule.tsx';
import { securityCopy } from './security-copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/**
 * Sign-in and security of the profile tab: change password, two-factor sign-in, and the active
 * team's rule requiring it. `onSessionsChanged` tells the sessions list that sessions ended.
 */
export function SecuritySection({ onSessionsChanged }: { onSessionsChanged: () => void }) {
  const settings = useTeamSettings();
  const team = settings.data ?? null;

  return (
    <Card as="section" className="lg:col-span-3">
      <h2 id="security-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <KeyRound className="h-5 w-5 text-brand-700" aria-hidden="true" /> {say(securityCopy.heading)}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <PasswordForm onChanged={onSessionsChanged} />
        <div className="space-y-6">
          <TwoFactorPanel
            teamRequires={team?.require_two_factor ? team.team_name : null}
            onChanged={onSessionsChanged}
          />
          {team && (
            <section aria-labelledby="team-rule-heading" className="space-y-2 border-t border-slate-100 pt-4">
              <h3 id="team-rule-heading" className="text-base font-semibold text-ink">
                {team.team_name}
              </h3>
              <TeamTwoFactorRule
                settings={team}
                isOwner={team.my_role === 'owner'}
                onSaved={(next) => settings.setData(() => next)}
              />
            </section>
          )}
        </div>
      </div>
    </Card>
  );
}
