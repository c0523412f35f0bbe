import { PageHeading } from '../../components/ui/card.tsx';
import { useIsTeamAdmin } from '../profile/api/use-team-role.ts';
import { TeamAudit } from './team-audit.tsx';
import { TeamSettings } from './team-settings.tsx';
import { EhrConnections } from '../ehr/ehr-connections.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { teamTabCopy as copy } from './team-copy.ts';

/** Team: the active care team's administration, and for its owners and admins the team audit. */
export function TeamTab() {
  const admin = useIsTeamAdmin();
  return (
    <div>
      <PageHeading title={say(copy.title)} description={say(copy.description)} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <TeamSettings canEdit={admin} />
        <EhrConnections />
        {admin ? <TeamAudit /> : <p className="text-sm text-slate-600">{say(copy.auditAdminsOnly)}</p>}
      </div>
    </div>
  );
}
