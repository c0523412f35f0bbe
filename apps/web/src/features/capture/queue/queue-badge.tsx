import { useState } from 'react';
import { CloudOff, UploadCloud } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { queueCopy } from './queue-copy.ts';
import { QueuePanel } from './queue-panel.tsx';
import { useUploadQueue } from './use-upload-queue.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/**
 * The header's queue badge: "Waiting to upload (N)" while photos wait on this device, "Offline"
 * when the browser has no network; it opens the list of waiting photos. Nothing when neither.
 */
export function QueueBadge() {
  const q = useUploadQueue();
  const [open, setOpen] = useState(false);
  const n = q.items.length;
  if (n === 0 && !q.offline) return null;
  const text = [q.offline ? say(queueCopy.offline) : null, n > 0 ? say(queueCopy.waiting, { count: n }) : null]
    .filter(Boolean)
    .join(' · ');
  const Icon = q.offline ? CloudOff : UploadCloud;
  return (
    <>
      <span role="status">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/30 hover:underline"
        >
          <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {text}
        </button>
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title={say(queueCopy.panelTitle)}>
        <QueuePanel />
      </Dialog>
    </>
  );
}

/** A wound's line: how many photos of this wound wait on this device (nothing when none). */
export function WoundQueueLine({ woundId }: { woundId: string }) {
  const q = useUploadQueue();
  const n = q.items.filter((i) => i.woundId === woundId).length;
  if (n === 0) return null;
  return (
    <p role="status" className="mb-4 flex items-center gap-1.5 text-sm font-medium text-amber-900">
      <UploadCloud className="h-4 w-4" aria-hidden="true" />
      {say(queueCopy.waiting, { count: n })}
    </p>
  );
}
