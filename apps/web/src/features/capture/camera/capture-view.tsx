import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Check, Circle, Minus, X } from 'lucide-react';
import type { CaptureCheck } from '@woundcare/wound-vision/capture/guidance';
import { Button } from '../../../components/ui/button.tsx';
import { CAMERA_PROBLEM_MESSAGES, captureCopy, type CameraProblem } from './capture-copy.ts';
import { useCamera } from './use-camera.ts';
import { useLiveChecks } from './use-live-checks.ts';
import { photoLongSide, takeStill, type Still } from './take-still.ts';
import { StickerOutline } from './sticker-outline.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

export interface CaptureSubject {
  patient: string;
  /** the wound's label when the record has one */
  wound?: string | null;
}

export interface CaptureViewProps {
  subject: CaptureSubject;
  /** the confirmed photo, handed to the upload form */
  onCapture: (file: File) => void;
  onClose: () => void;
}

/** Full-screen rear-camera view with live photo checks; lazy-loaded by TakePhoto. */
export default function CaptureView({ subject, onCapture, onClose }: CaptureViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [forcedFallback, setForcedFallback] = useState(false);
  const camera = useCamera(!forcedFallback);

  useLayoutEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, []);

  const problem: CameraProblem | null = forcedFallback
    ? 'failed'
    : camera.status === 'unavailable'
      ? camera.problem
      : null;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-black p-0 text-white"
    >
      <div className="relative flex h-full flex-col">
        <header className="absolute inset-x-0 top-0 z-20 flex items-start gap-3 bg-gradient-to-b from-black/80 to-transparent px-4 pb-6 pt-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-sm font-medium text-white/80">
              {say(captureCopy.title)}
            </h2>
            <p className="truncate text-lg font-semibold" data-testid="capture-patient">
              {subject.patient}
            </p>
            {subject.wound && <p className="truncate text-sm text-white/90">{subject.wound}</p>}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={say(captureCopy.close)}
            className="rounded-full bg-black/50 p-2 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </button>
        </header>
        {problem ? (
          <CameraFallback problem={forcedFallback ? null : problem} onFile={onCapture} />
        ) : camera.status === 'live' ? (
          <LiveCamera stream={camera.stream} onCapture={onCapture} onFallback={() => setForcedFallback(true)} />
        ) : (
          <p role="status" className="m-auto text-base">
            {say(captureCopy.starting)}
          </p>
        )}
      </div>
    </dialog>
  );
}

function CameraFallback({ problem, onFile }: { problem: CameraProblem | null; onFile: (file: File) => void }) {
  const inputId = useId();
  return (
    <div className="m-auto w-full max-w-md px-6 pt-24 text-center">
      <h3 className="text-lg font-semibold">{say(problem ? captureCopy.fallbackTitle : captureCopy.fallbackInput)}</h3>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-white/90">
          {say(CAMERA_PROBLEM_MESSAGES[problem])}
        </p>
      )}
      <label
        htmlFor={inputId}
        className="mt-6 inline-flex cursor-pointer items-center justify-center rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-white"
      >
        {say(captureCopy.fallbackInput)}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
          }}
        />
      </label>
      <p className="mt-3 text-xs text-white/75">{say(captureCopy.fallbackHint)}</p>
    </div>
  );
}

function CheckChip({ check }: { check: CaptureCheck }) {
  const Icon = check.ok === true ? Check : check.ok === false ? X : Minus;
  const tone = check.ok === true ? 'bg-emerald-600/90' : check.ok === false ? 'bg-amber-600/90' : 'bg-slate-600/90';
  const words = captureCopy.checkState;
  const state = say(check.ok === true ? words.passes : check.ok === false ? words.fails : words.notMeasured);
  return (
    <li
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs ${tone}`}
      data-check={check.id}
      data-ok={String(check.ok)}
    >
      <Icon className="h-3 w-3" aria-hidden="true" />
      <span>{check.label}</span>
      <span className="sr-only">: {state}</span>
    </li>
  );
}

function LiveCamera({
  stream,
  onCapture,
  onFallback,
}: {
  stream: MediaStream;
  onCapture: (file: File) => void;
  onFallback: () => void;
}) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [longSide, setLongSide] = useState(0);
  const [still, setStill] = useState<(Still & { url: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const live = useLiveChecks(video, longSide, still !== null);
  const track = stream.getVideoTracks()[0];

  useEffect(() => {
    if (!video) return;
    video.srcObject = stream;
    const onMeta = () => {
      if (track) void photoLongSide(track, video).then(setLongSide);
    };
    video.addEventListener('loadedmetadata', onMeta);
    void video.play().catch(() => undefined);
    return () => video.removeEventListener('loadedmetadata', onMeta);
  }, [video, stream, track]);

  useEffect(() => () => (still ? URL.revokeObjectURL(still.url) : undefined), [still]);

  async function shoot() {
    if (!video || !track) return;
    setBusy(true);
    try {
      const s = await takeStill(track, video);
      setStill({ ...s, url: URL.createObjectURL(s.file) });
    } finally {
      setBusy(false);
    }
  }

  const canShoot = live.phase === 'failed' || live.ready;
  const instruction =
    live.phase === 'loading'
      ? say(captureCopy.loadingChecks)
      : live.phase === 'failed'
        ? say(captureCopy.checksFailed)
        : live.instruction;

  return (
    <div
      className="relative h-full w-full"
      data-testid="capture-live"
      data-frames-analysed={live.analysed}
      data-check-ms={live.lastMs ?? ''}
      data-ready={String(live.ready)}
    >
      <video
        ref={setVideo}
        muted
        playsInline
        autoPlay
        aria-label={say(captureCopy.preview)}
        className="absolute inset-0 h-full w-full object-cover"
      />
      {live.frame && live.sticker && !still && (
        <StickerOutline
          frame={live.frame}
          corners={live.sticker.corners}
          ok={live.checks.find((c) => c.id === 'sticker_size')?.ok === true}
        />
      )}
      {still ? (
        <div className="absolute inset-0 z-10 flex flex-col bg-black">
          <h3 className="px-4 pt-24 text-center text-lg font-semibold">{say(captureCopy.review)}</h3>
          <img src={still.url} alt={say(captureCopy.photoTaken)} className="min-h-0 flex-1 object-contain p-4" />
          <div className="flex justify-center gap-4 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
            <Button variant="secondary" size="lg" onClick={() => setStill(null)}>
              {say(captureCopy.retake)}
            </Button>
            <Button size="lg" onClick={() => onCapture(still.file)}>
              {say(captureCopy.usePhoto)}
            </Button>
          </div>
        </div>
      ) : (
        <div className="absolute inset-x-0 bottom-0 z-10 flex flex-col items-center gap-3 bg-gradient-to-t from-black/85 to-transparent px-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-10">
          <p
            role="status"
            aria-live="polite"
            data-testid="capture-instruction"
            className="rounded-lg bg-black/60 px-4 py-2 text-center text-lg font-semibold"
          >
            {instruction}
          </p>
          {live.checks.length > 0 && (
            <ul aria-label={say(captureCopy.checks)} className="flex flex-wrap justify-center gap-1.5">
              {live.checks.map((c) => (
                <CheckChip key={c.id} check={c} />
              ))}
            </ul>
          )}
          <button
            type="button"
            onClick={() => void shoot()}
            disabled={!canShoot || busy}
            aria-label={say(canShoot ? captureCopy.shutter : captureCopy.shutterWaiting)}
            data-testid="shutter"
            className={`grid h-20 w-20 place-items-center rounded-full border-4 border-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white disabled:cursor-not-allowed ${live.ready ? 'bg-emerald-500' : canShoot ? 'bg-white/80' : 'bg-white/20'}`}
          >
            <Circle className="h-10 w-10 text-white" aria-hidden="true" />
          </button>
          <button type="button" onClick={onFallback} className="text-sm text-white underline underline-offset-2">
            {say(captureCopy.chooseFile)}
          </button>
        </div>
      )}
    </div>
  );
}
