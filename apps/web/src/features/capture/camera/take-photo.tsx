import { lazy, Suspense, useState } from 'react';
import { Camera } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { CaptureSubject } from './capture-view.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { captureCopy } from './capture-copy.ts';

// the camera view (and, through its worker, OpenCV.js) loads only when opened
const CaptureView = lazy(() => import('./capture-view.tsx'));

/**
 * "Take photo" for the upload form: opens the full-screen camera and hands the confirmed photo
 * to `onCapture`, which uploads it the same way as a chosen file. Without a subject (no patient
 * chosen yet) it explains what is missing instead of opening.
 */
export function TakePhoto({
  subject,
  onCapture,
  missing,
}: {
  subject: CaptureSubject | null;
  onCapture: (file: File) => void;
  missing: string;
}) {
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(false);
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => {
          if (subject) setOpen(true);
          else setHint(true);
        }}
      >
        <Camera className="h-4 w-4" aria-hidden="true" /> {say(captureCopy.title)}
      </Button>
      {hint && !subject && (
        <p role="alert" className="mt-1 text-sm text-amber-800">
          {missing}
        </p>
      )}
      {open && subject && (
        <Suspense fallback={null}>
          <CaptureView
            subject={subject}
            onClose={() => setOpen(false)}
            onCapture={(file) => {
              setOpen(false);
              onCapture(file);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
