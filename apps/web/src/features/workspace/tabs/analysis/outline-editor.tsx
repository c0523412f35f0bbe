import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Brush, Eraser, RotateCcw, Trash, Undo2 } from 'lucide-react';
import { analysisApi, threadFiles } from '../../../../lib/analysis/api.ts';
import { useQuery } from '../../../../lib/use-query.ts';
import type { ThreadJson } from '@woundcare/api-types';
import { Button } from '../../../../components/ui/button.tsx';
import { Notice } from '../../../../components/ui/card.tsx';
import { editSize, maskToOverlay, OVERLAY_RGB, overlayToMask, toCanvasPoint } from './mask-canvas.ts';

type Tool = 'brush' | 'eraser';
const UNDO_DEPTH = 8;

interface EditorImages {
  /** the stored photo's pixel size: the mask sent back must match it (the server reports it) */
  natural: { width: number; height: number };
  /** the editing canvas's size */
  size: { width: number; height: number };
  /** the model's outline painted as the overlay, or null when there is none yet */
  overlay: ImageData | null;
}

/** Load the photo and the model's mask, and paint the mask as the editing overlay (off screen). */
async function loadEditorImages(thread: ThreadJson): Promise<EditorImages> {
  const photo = await loadImage(thread.imageUrl);
  const natural =
    thread.image?.width && thread.image?.height
      ? { width: thread.image.width, height: thread.image.height }
      : { width: photo.naturalWidth, height: photo.naturalHeight };
  const size = editSize(photo.naturalWidth, photo.naturalHeight);
  if (thread.maskUrl === null) return { natural, size, overlay: null };
  try {
    const mask = await loadImage(thread.maskUrl ?? threadFiles.mask(thread.id));
    const { data: overlay } = pixelsAt(mask, size.width, size.height);
    maskToOverlay(overlay.data);
    return { natural, size, overlay };
  } catch {
    return { natural, size, overlay: null }; // no outline yet: start from a clear canvas
  }
}

/** `source` drawn onto a fresh width × height canvas: its context and its pixels. */
function pixelsAt(
  source: CanvasImageSource,
  width: number,
  height: number,
): { g: CanvasRenderingContext2D; data: ImageData } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  g.drawImage(source, 0, 0, width, height);
  return { g, data: g.getImageData(0, 0, width, height) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`Could not load ${src}`));
    img.src = src;
  });
}

/**
 * Outline correction: paint (brush) or erase over the photo, then send the mask — full photo
 * size, 0/255 — to the server, which re-measures from it. Painting is by pointer (mouse, pen,
 * touch); every tool and action is a keyboard-reachable button.
 */
export function OutlineEditor({
  thread,
  onCancel,
  onSaved,
}: {
  thread: ThreadJson;
  onCancel: () => void;
  onSaved: (t: ThreadJson) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const undo = useRef<ImageData[]>([]);
  const last = useRef<{ x: number; y: number } | null>(null);
  const sizeId = useId();
  const [tool, setTool] = useState<Tool>('brush');
  const [brush, setBrush] = useState(24);
  const [undoCount, setUndoCount] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  const images = useQuery(
    ['outline-editor', thread.id, thread.imageUrl, thread.maskUrl, thread.image?.width, thread.image?.height],
    () => loadEditorImages(thread),
  );
  const loaded = images.data ?? null;
  const ready = loaded !== null;
  const aiMask = loaded?.overlay ?? null;
  const loadError =
    images.status === 'error'
      ? images.error instanceof Error
        ? images.error.message
        : 'Could not load the photo'
      : null;
  // the canvas gets its size from the loaded photo (attributes below); paint the model's outline once
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !loaded) return;
    const g = canvas.getContext('2d', { willReadFrequently: true })!;
    g.clearRect(0, 0, canvas.width, canvas.height);
    if (loaded.overlay) g.putImageData(loaded.overlay, 0, 0);
  }, [loaded]);

  const ctx = () => canvasRef.current!.getContext('2d', { willReadFrequently: true })!;
  const scale = () => {
    const c = canvasRef.current!;
    return c.width / c.getBoundingClientRect().width;
  };

  const pushUndo = useCallback(() => {
    const c = canvasRef.current!;
    undo.current.push(ctx().getImageData(0, 0, c.width, c.height));
    if (undo.current.length > UNDO_DEPTH) undo.current.shift();
    setUndoCount(undo.current.length);
  }, []);

  function stroke(from: { x: number; y: number }, to: { x: number; y: number }) {
    const g = ctx();
    g.globalCompositeOperation = tool === 'eraser' ? 'destination-out' : 'source-over';
    g.strokeStyle = `rgb(${OVERLAY_RGB.join(',')})`;
    g.lineWidth = brush * scale();
    g.lineCap = 'round';
    g.lineJoin = 'round';
    g.beginPath();
    g.moveTo(from.x, from.y);
    g.lineTo(to.x + 0.01, to.y);
    g.stroke();
  }

  function point(e: ReactPointerEvent<HTMLCanvasElement>) {
    const c = canvasRef.current!;
    return toCanvasPoint(e.clientX, e.clientY, c.getBoundingClientRect(), c);
  }

  function onDown(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (!ready) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pushUndo();
    const p = point(e);
    last.current = p;
    stroke(p, p);
  }
  function onMove(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (!last.current) return;
    const p = point(e);
    stroke(last.current, p);
    last.current = p;
  }
  function onUp() {
    last.current = null;
  }

  function restore(data: ImageData | null) {
    const c = canvasRef.current!;
    pushUndo();
    if (data) ctx().putImageData(data, 0, 0);
    else ctx().clearRect(0, 0, c.width, c.height);
  }

  function onUndo() {
    const prev = undo.current.pop();
    if (prev) ctx().putImageData(prev, 0, 0);
    setUndoCount(undo.current.length);
  }

  async function onSave() {
    const c = canvasRef.current!;
    const full = loaded!.natural;
    const { g, data } = pixelsAt(c, full.width, full.height);
    if (overlayToMask(data.data) === 0) {
      setError('Paint the wound area before saving: the outline is empty.');
      return;
    }
    g.putImageData(data, 0, 0);
    setSaving(true);
    setError(null);
    try {
      const blob = await new Promise<Blob>((resolve, reject) =>
        g.canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Could not encode the mask'))), 'image/png'),
      );
      onSaved(await analysisApi.submitOutline(thread.id, blob));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save the outline');
    } finally {
      setSaving(false);
    }
  }

  const toolButton = (id: Tool, label: string, Icon: typeof Brush) => (
    <button
      type="button"
      aria-pressed={tool === id}
      onClick={() => setTool(id)}
      className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ${
        tool === id
          ? 'bg-brand-700 text-white ring-brand-700'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" /> {label}
    </button>
  );

  return (
    <section
      ref={sectionRef}
      aria-labelledby="outline-h"
      className="scroll-mt-20 rounded-xl border border-brand-600 bg-white p-4"
    >
      <h3 id="outline-h" className="font-semibold text-ink">
        Adjust outline
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Paint over the wound with the brush and remove what is not wound with the eraser. Saving re-measures the wound
        from your outline.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Outline tools">
        {toolButton('brush', 'Brush', Brush)}
        {toolButton('eraser', 'Eraser', Eraser)}
        <label htmlFor={sizeId} className="ml-2 text-sm text-slate-700">
          Size
        </label>
        <input
          id={sizeId}
          type="range"
          min={4}
          max={80}
          value={brush}
          onChange={(e) => setBrush(Number(e.target.value))}
          className="w-28 accent-brand-700"
        />
        <span className="w-10 text-xs text-slate-500">{brush}px</span>
        <Button variant="ghost" size="sm" onClick={onUndo} disabled={undoCount === 0}>
          <Undo2 className="h-4 w-4" aria-hidden="true" /> Undo
        </Button>
        <Button variant="ghost" size="sm" onClick={() => restore(aiMask)} disabled={!ready || !aiMask}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> AI outline
        </Button>
        <Button variant="ghost" size="sm" onClick={() => restore(null)} disabled={!ready}>
          <Trash className="h-4 w-4" aria-hidden="true" /> Clear
        </Button>
      </div>
      <div className="mt-3 flex justify-center rounded-lg bg-slate-900 p-2">
        <div className="relative inline-block">
          <img
            src={thread.imageUrl}
            alt={`Photo of ${thread.patientName}’s wound being outlined`}
            className="block max-h-[65vh] w-auto max-w-full select-none"
            draggable={false}
          />
          <canvas
            ref={canvasRef}
            width={loaded?.size.width}
            height={loaded?.size.height}
            aria-label="Wound outline drawing area"
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
            className={`absolute inset-0 h-full w-full touch-none opacity-50 ${ready ? 'cursor-crosshair' : 'cursor-wait'}`}
          />
        </div>
      </div>
      {(error ?? loadError) && (
        <div className="mt-3">
          <Notice tone="error">{error ?? loadError}</Notice>
        </div>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void onSave()} disabled={!ready || saving}>
          {saving ? 'Re-measuring…' : 'Save outline and re-measure'}
        </Button>
      </div>
    </section>
  );
}
