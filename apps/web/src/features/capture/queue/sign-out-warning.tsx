import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { queueCopy } from './queue-copy.ts';
import { useUploadQueue } from './use-upload-queue.ts';

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
    <Dialog open={asking} onClose={() => setAsking(false)} title={queueCopy.signOutTitle}>
      <p className="text-sm text-slate-700">{queueCopy.signOutWarning(n)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => setAsking(false)}>{queueCopy.signOutStay}</Button>
        <Button
          variant="danger"
          onClick={() => {
            setAsking(false);
            void signOut();
          }}
        >
          {queueCopy.signOutAnyway(n)}
        </Button>
      </div>
    </Dialog>
  );
  return {
    request: () => (n > 0 ? setAsking(true) : void signOut()),
    dialog,
  };
}
