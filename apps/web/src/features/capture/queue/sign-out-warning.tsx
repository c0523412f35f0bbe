import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { queueCopy } from './queue-copy.ts';
import { useUploadQueue } from './use-upload-queue.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/**
 * Sign-out that first warns when photos still wait on this device: `request()` signs out at once
 * when none wait, else opens the warning; signing out anyway deletes them (sign-out clears the
 * queue with the rest of the browser's workspace state). Render `dialog` beside the button.
 */
export function useGuardedSignOut(userId: string | null, signOut: () => void | Promise<void>) {
  const { items } = useUploadQueue(userId);
  const [asking, setAsking] = useState(false);
  const n = items.length;
  const dialog = (
    <Dialog open={asking} onClose={() => setAsking(false)} title={say(queueCopy.signOutTitle)}>
      <p className="text-sm text-slate-700">{say(queueCopy.signOutWarning, { count: n })}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => setAsking(false)}>{say(queueCopy.signOutStay)}</Button>
        <Button
          variant="danger"
          onClick={() => {
            setAsking(false);
            void signOut();
          }}
        >
          {say(queueCopy.signOutAnyway, { count: n })}
        </Button>
      </div>
    </Dialog>
  );
  return {
    request: () => (n > 0 ? setAsking(true) : void signOut()),
    dialog,
  };
}
