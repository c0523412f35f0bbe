import { PageHeading } from '../../components/ui/card.tsx';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { TeamAudit } from './team-audit.tsx';
import { TeamSettings } from './team-settings.tsx';
import { EhrConnections } from '../ehr/ehr-connections.tsx';

/** Team: the active care team's administration, and for its owners and admins the team audit. */
export function TeamTab() {
  const admin = useIsTeamAdmin();
  return (
    <div>
      <PageHeading title="Team" description="Your care team's members, settings and audit trail." />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <TeamSettings canEdit={admin} />
        <EhrConnections />
        {admin ? (
          <TeamAudit />
        ) : (
          <p className="text-sm text-slate-600">
            The team audit is for the team&apos;s owners and admins. Your own activity is in My Profile.
          </p>
        )}
      </div>
    </div>
  );
}
