import { ShieldAlert, Siren } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { AssessmentJson } from '@woundcare/api-types';
import { recordFlags } from '../../lib/record/flags.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** The urgent / infection badges of a patient or wound, from its latest stored assessments. */
export function RecordFlags({
  assessments,
  ...of
}: { assessments: AssessmentJson[] } & ({ patientId: string } | { woundId: string })) {
  const { urgent, infected } = recordFlags(assessments, of);
  if (!urgent && !infected) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {urgent && (
        <Badge tone="red">
          <Siren className="h-3 w-3" aria-hidden="true" /> {urgent}
        </Badge>
      )}
      {infected && (
        <Badge tone="orange">
          <ShieldAlert className="h-3 w-3" aria-hidden="true" /> {say(msg`Infection`)}
        </Badge>
      )}
    </span>
  );
}
