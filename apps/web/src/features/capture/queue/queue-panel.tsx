import { useEffect, useState } from 'react';
import { Trash2, UploadCloud } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/analysis/rules.ts';
import type { QueuedUpload } from './queue-db.ts';
import { queueCopy } from './queue-copy.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { uploadQueueActions, useUploadQueue } from './use-upload-queue.ts';

function Thumbnail({ photo, label }: { photo: Blob; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(photo);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [photo]);
  return (
    <span className="block h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
      {url && <img src={url} alt={say(queueCopy.photoAlt, { label })} className="h-full w-full object-cover" />}
    </span>
  );
}

function WaitingItem({ item }: { item: QueuedUpload }) {
  const [asking, setAsking] = useState(false);
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <Thumbnail photo={item.photo} label={item.label} />
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium text-slate-800">{item.label}</p>
          <p className="text-xs text-slate-600">{say(queueCopy.queuedAt, { when: formatDateTime(item.queuedAt) })}</p>
          {item.error && (
            <p className="mt-1 text-xs font-medium text-red-800">{say(queueCopy.refused, { message: item.error })}</p>
          )}
          {item.errorCode === 'EXAM_DATE_CONFLICT' && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => void uploadQueueActions.fileAsAnotherVisit(item.key)}
            >
              {say(queueCopy.fileAsAnotherVisit)}
            </Button>
          )}
        </div>
        {!asking && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={say(queueCopy.discardLabel, { label: item.label })}
            onClick={() => setAsking(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{say(queueCopy.discard)}</span>
          </Button>
        )}
      </div>
      {asking && (
        <div
          role="group"
          aria-label={say(queueCopy.discardQuestion)}
          className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3"
        >
          <p className="text-sm text-red-900">{say(queueCopy.discardQuestion)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="danger" size="sm" onClick={() => void uploadQueueActions.discard(item.key)}>
              {say(queueCopy.discardConfirm)}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
              {say(queueCopy.keep)}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The photos waiting on this device: each one's patient and wound, when it was taken, the server's refusal; discard one; send now. */
export function QueuePanel() {
  const q = useUploadQueue();
  const seconds = q.nextTryAt === null ? null : Math.max(1, Math.round((q.nextTryAt - Date.now()) / 1000));
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{say(q.items.length > 0 ? queueCopy.panelIntro : queueCopy.empty)}</p>
      {q.storage === 'refused' && q.items.length > 0 && <Notice tone="warning">{say(queueCopy.storageRefused)}</Notice>}
      {q.offline ? (
        <Notice tone="info">{say(queueCopy.offlineNow)}</Notice>
      ) : q.sending ? (
        <p role="status" className="text-sm text-slate-600">
          {say(queueCopy.sending)}
        </p>
      ) : (
        seconds !== null && <Notice tone="warning">{say(queueCopy.nextTry, { seconds })}</Notice>
      )}
      {q.items.length > 0 && (
        <>
          <ul className="divide-y divide-slate-100" aria-label={say(queueCopy.panelTitle)}>
            {q.items.map((item) => (
              <WaitingItem key={item.key} item={item} />
            ))}
          </ul>
          <Button
            variant="secondary"
            disabled={q.offline || q.sending}
            onClick={() => void uploadQueueActions.sendNow()}
          >
            <UploadCloud className="h-4 w-4" aria-hidden="true" />
            {say(queueCopy.sendNow)}
          </Button>
        </>
      )}
    </div>
  );
}
