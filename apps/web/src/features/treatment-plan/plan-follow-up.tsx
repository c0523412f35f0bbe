import { CalendarPlus } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Button } from '../../components/ui/button.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { FollowUpForm, FollowUpSaved, useFollowUpEditor } from '../patients/follow-up/follow-up-form.tsx';
import { followUpCopy, formatDay, NO_FOLLOW_UP } from '../patients/follow-up/follow-up-copy.ts';
import { useWound } from '../patients/api/get-wound.ts';

const planFollowUpCopy = {
  button: msg`Schedule follow-up`,
  noWound: msg`This assessment is not filed under a wound: its follow-up is set on the wound’s page.`,
} as const;

/**
 * "Schedule follow-up" on the workspace's treatment tab: opens, in place, the same form as the worklist and the wound
 * page to set the wound's next assessment date (and who sees it), and shows the date in force.
 */
export function PlanFollowUp({ woundId }: { woundId: string | null }) {
  const editor = useFollowUpEditor();
  const page = useWound(woundId ?? '', { enabled: woundId !== null });
  if (woundId === null) return <p className="w-full text-sm text-slate-600">{say(planFollowUpCopy.noWound)}</p>;
  const data = page.status === 'success' ? page.data : null;
  const open = data?.wound.status === 'open';
  const next = data?.followUp.next ?? null;
  return (
    <>
      <Button
        id={editor.openerId}
        variant="secondary"
        aria-expanded={editor.editing}
        aria-controls={editor.editing ? editor.formId : undefined}
        disabled={!open}
        onClick={editor.toggle}
      >
        <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {say(planFollowUpCopy.button)}
      </Button>
      {data && (
        <p className="order-last w-full text-sm text-slate-700">
          {data.wound.status !== 'open'
            ? say(NO_FOLLOW_UP[data.wound.status])
            : next
              ? say(followUpCopy.dueOn, { date: formatDay(next.dueDate) })
              : say(followUpCopy.notScheduled)}
        </p>
      )}
      {data && open && editor.editing && (
        <div className="order-last w-full">
          <FollowUpForm
            editor={editor}
            woundId={woundId}
            timeZone={data.followUp.timeZone}
            dueDate={next?.dueDate ?? null}
            overridden={next?.overridden ?? false}
            assignee={data.followUp.assignee}
            members={data.followUp.members}
            onSaved={page.refetch}
          />
        </div>
      )}
      <div className="order-last w-full empty:hidden">
        <FollowUpSaved editor={editor} />
      </div>
    </>
  );
}
