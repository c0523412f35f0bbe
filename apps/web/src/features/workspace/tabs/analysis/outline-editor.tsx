import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Brush, Eraser, Magnet, MousePointerClick, RotateCcw, Scan, Trash, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { analysisApi, threadFiles } from '../../../../lib/analysis/api.ts';
import { useQuery } from '../../../../lib/use-query.ts';
import type { ThreadJson } from '@woundcare/api-types';
import { Button } from '../../../../components/ui/button.tsx';
import { Notice } from '../../../../components/ui/card.tsx';
import { editSize, overlayToMask, toCanvasPoint } from './mask-canvas.ts';
import {
  cloneState,
  countOn,
  defaultBrushRadius,
  emptyState,
  regionPixels,
  regionStats,
  stampLine,
  toggleRegionAt,
  UndoStack,
  type Box,
  type OutlineState,
} from './outline-ops.ts';
import type { FromOutlineWorker, ToOutlineWorker } from './outline-protocol.ts';
import OutlineWorker from './outline-worker.ts?worker';

type Tool = 'region' | 'brush' | 'eraser';
const UNDO_DEPTH = 20;
const ZOOM_MIN = 1;
const ZOOM_MAX = 8;
/** a tap this close to a region (CSS px) picks it: a fingertip is not a pixel */
const TAP_REACH_CSS = 14;
/** a press that moves less than this (CSS px) is a tap; more is a drag (pans when zoomed) */
const TAP_SLOP_CSS = 6;

interface ProbabilityMap {
  width: number;
  height: number;
  data: Uint8Array;
}

interface EditorImages {
  /** the stored photo's pixel size: the mask sent back must match it (the server reports it) */
  natural: { width: number; height: number };
  /** the editing canvas's size */
  size: { width: number; height: number };
  /** the model's outline at the canvas size (empty when there is none yet) */
  initial: OutlineState;
  /** the model's probability map (edge snapping), or null when the analysis has none */
  map: ProbabilityMap | null;
}

/** Load the photo, the outline's mask and the model's probability map (off screen). */
async function loadEditorImages(thread: ThreadJson): Promise<EditorImages> {
  const photo = await loadImage(thread.imageUrl);
  const natural =
    thread.image?.width && thread.image?.height
      ? { width: thread.image.width, height: thread.image.height }
      : { width: photo.naturalWidth, height: photo.naturalHeight };
  const size = editSize(photo.naturalWidth, photo.naturalHeight);
  const initial = emptyState(size.width, size.height);
  const [mask, map] = await Promise.all([
    thread.maskUrl === null ? null : loadImage(thread.maskUrl ?? threadFiles.mask(thread.id)).catch(() => null),
    thread.probabilityUrl ? loadImage(thread.probabilityUrl).catch(() => null) : null,
  ]);
  if (mask) {
    const px = pixelsAt(mask, size.width, size.height).data.data;
    for (let i = 0; i < initial.mask.length; i++) {
      const lum = (px[i * 4]! + px[i * 4 + 1]! + px[i * 4 + 2]!) / 3;
      initial.mask[i] = lum > 127 && px[i * 4 + 3]! > 127 ? 1 : 0;
    }
  }
  let probability: ProbabilityMap | null = null;
  if (map) {
    const { naturalWidth: w, naturalHeight: h } = map;
    const px = pixelsAt(map, w, h).data.data;
    const data = new Uint8Array(w * h);
    for (let i = 0; i < data.length; i++) data[i] = px[i * 4]!;
    probability = { width: w, height: h, data };
  }
  return { natural, size, initial, map: probability };
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

/** Overlay colours: the outline (cyan, its edge solid) and regions set aside (amber stripes). */
const OUTLINE_RGB = [34, 211, 238] as const;
const DROPPED_RGB = [245, 158, 11] as const;

/** The state drawn into `g` (the box only, when given). */
function paintState(g: CanvasRenderingContext2D, s: OutlineState, box?: Box) {
  const w = s.width;
  const h = s.height;
  // the edge is drawn 2 px wide: a change repaints 2 px around it
  const x0 = Math.max(0, (box?.x0 ?? 0) - 2);
  const y0 = Math.max(0, (box?.y0 ?? 0) - 2);
  const x1 = Math.min(w, (box?.x1 ?? w) + 2);
  const y1 = Math.min(h, (box?.y1 ?? h) + 2);
  if (x1 <= x0 || y1 <= y0) return;
  const img = g.createImageData(x1 - x0, y1 - y0);
  const d = img.data;
  const { mask, dropped } = s;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = y * w + x;
      const o = ((y - y0) * (x1 - x0) + (x - x0)) * 4;
      if (mask[i]) {
        const edge =
          x < 2 ||
          y < 2 ||
          x >= w - 2 ||
          y >= h - 2 ||
          !mask[i - 1] ||
          !mask[i + 1] ||
          !mask[i - w] ||
          !mask[i + w] ||
          !mask[i - 2] ||
          !mask[i + 2] ||
          !mask[i - 2 * w] ||
          !mask[i + 2 * w];
        d[o] = OUTLINE_RGB[0];
        d[o + 1] = OUTLINE_RGB[1];
        d[o + 2] = OUTLINE_RGB[2];
        d[o + 3] = edge ? 255 : 80;
      } else if (dropped[i]) {
        d[o] = DROPPED_RGB[0];
        d[o + 1] = DROPPED_RGB[1];
        d[o + 2] = DROPPED_RGB[2];
        d[o + 3] = ((x + y) >> 3) & 1 ? 170 : 60;
      }
    }
  g.putImageData(img, x0, y0);
}

/**
 * Outline correction in a few taps: tap a region to drop it ("not the wound") or keep it again;
 * paint or erase with a brush sized from the wound; snap the edge to the model's border (in a
 * worker); undo several steps; zoom by pinch, wheel or buttons. Save (always in view) sends the
 * mask — full photo size, 0/255 — to the server, which re-measures from it. Every tool and action
 * is a keyboard-reachable button; "Keep the largest region only" is the tap's keyboard twin.
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const stateRef = useRef<OutlineState | null>(null);
  const undo = useRef(new UndoStack(UNDO_DEPTH));
  const workerRef = useRef<Worker | null>(null);
  const sizeId = useId();
  const [tool, setTool] = useState<Tool>('region');
  const [brush, setBrush] = useState(12);
  const [undoCount, setUndoCount] = useState(0);
  const [regions, setRegions] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [fitWidth, setFitWidth] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [snapping, setSnapping] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    return () => workerRef.current?.terminate();
  }, []);

  const images = useQuery(
    [
      'outline-editor',
      thread.id,
      thread.imageUrl,
      thread.maskUrl,
      thread.probabilityUrl,
      thread.image?.width,
      thread.image?.height,
    ],
    () => loadEditorImages(thread),
  );
  const loaded = images.data ?? null;
  const ready = loaded !== null;
  const loadError =
    images.status === 'error'
      ? images.error instanceof Error
        ? images.error.message
        : 'Could not load the photo'
      : null;

  /** canvas px per CSS px at the current zoom */
  const scale = () => {
    const c = canvasRef.current!;
    return c.width / c.getBoundingClientRect().width;
  };

  const show = useCallback((s: OutlineState, box?: Box) => {
    stateRef.current = s;
    const g = canvasRef.current?.getContext('2d', { willReadFrequently: true });
    if (g) paintState(g, s, box);
    if (!box) setRegions(regionStats(s.mask, s.width, s.height).count);
  }, []);

  // the model's outline once loaded; the brush sized from the wound
  useEffect(() => {
    if (!loaded) return;
    undo.current.clear();
    setUndoCount(0);
    show(cloneState(loaded.initial));
    setBrush(defaultBrushRadius(loaded.initial));
  }, [loaded, show]);

  // the photo fits the editor's width (and most of the screen's height) at zoom 1
  useLayoutEffect(() => {
    const el = viewportRef.current;
    if (!el || !loaded) return;
    const fit = () => {
      const aspect = loaded.size.width / loaded.size.height;
      const byHeight = Math.max(240, window.innerHeight * 0.62) * aspect;
      setFitWidth(Math.floor(Math.min(el.clientWidth, byHeight)));
    };
    fit();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [loaded]);

  // zoom about a point: keep the content under it where it was
  const anchor = useRef<{ cx: number; cy: number; ratio: number } | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  function zoomTo(next: number, at?: { clientX: number; clientY: number }) {
    const z = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
    const el = viewportRef.current;
    if (!el || z === zoomRef.current) return;
    const r = el.getBoundingClientRect();
    const cx = at ? at.clientX - r.left : el.clientWidth / 2;
    const cy = at ? at.clientY - r.top : el.clientHeight / 2;
    anchor.current = { cx, cy, ratio: z / zoomRef.current };
    zoomRef.current = z;
    setZoom(z);
  }
  useLayoutEffect(() => {
    const el = viewportRef.current;
    const a = anchor.current;
    if (!el || !a) return;
    anchor.current = null;
    el.scrollLeft = (el.scrollLeft + a.cx) * a.ratio - a.cx;
    el.scrollTop = (el.scrollTop + a.cy) * a.ratio - a.cy;
  }, [zoom]);
  // the wheel zooms over the photo (a listener that may cancel the page's scroll)
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomTo(zoomRef.current * Math.exp(-e.deltaY * 0.0015), e);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ready]);

  function remember() {
    if (!stateRef.current) return;
    undo.current.push(stateRef.current);
    setUndoCount(undo.current.size);
  }

  // ── pointer: tap (region), paint (brush / eraser), drag to pan, two fingers to pinch ──
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const press = useRef<{ start: { x: number; y: number }; last: { x: number; y: number }; moved: boolean } | null>(
    null,
  );
  const stroking = useRef(false);
  const pinch = useRef<{ dist: number; zoom: number; mid: { x: number; y: number } } | null>(null);

  const point = (clientX: number, clientY: number) => {
    const c = canvasRef.current!;
    return toCanvasPoint(clientX, clientY, c.getBoundingClientRect(), c);
  };
  const twoFingers = () => {
    const [a, b] = [...pointers.current.values()];
    return {
      dist: Math.hypot(a!.x - b!.x, a!.y - b!.y),
      mid: { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 },
    };
  };

  function onDown(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (!ready || saving || snapping) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      // a second finger: pinch, and a stroke the first finger began is taken back
      if (stroking.current) {
        const before = undo.current.pop();
        setUndoCount(undo.current.size);
        if (before) show(before);
      }
      stroking.current = false;
      press.current = null;
      const f = twoFingers();
      pinch.current = { dist: f.dist, zoom: zoomRef.current, mid: f.mid };
      return;
    }
    if (pointers.current.size > 2) return;
    const at = { x: e.clientX, y: e.clientY };
    press.current = { start: at, last: at, moved: false };
    if (tool !== 'region') {
      remember();
      stroking.current = true;
      const p = point(e.clientX, e.clientY);
      const s = stateRef.current!;
      show(s, stampLine(s, p, p, brush, tool === 'brush' ? 1 : 0));
    }
  }

  function onMove(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const el = viewportRef.current!;
    if (pinch.current && pointers.current.size >= 2) {
      const f = twoFingers();
      el.scrollLeft -= f.mid.x - pinch.current.mid.x;
      el.scrollTop -= f.mid.y - pinch.current.mid.y;
      pinch.current.mid = f.mid;
      zoomTo((pinch.current.zoom * f.dist) / Math.max(1, pinch.current.dist), { clientX: f.mid.x, clientY: f.mid.y });
      return;
    }
    const pr = press.current;
    if (!pr) return;
    const at = { x: e.clientX, y: e.clientY };
    if (Math.hypot(at.x - pr.start.x, at.y - pr.start.y) > TAP_SLOP_CSS) pr.moved = true;
    if (stroking.current) {
      const s = stateRef.current!;
      const a = point(pr.last.x, pr.last.y);
      const b = point(at.x, at.y);
      show(s, stampLine(s, a, b, brush, tool === 'brush' ? 1 : 0));
    } else if (pr.moved) {
      // the region tool drags the view
      el.scrollLeft -= at.x - pr.last.x;
      el.scrollTop -= at.y - pr.last.y;
    }
    pr.last = at;
  }

  function onUp(e: ReactPointerEvent<HTMLCanvasElement>) {
    pointers.current.delete(e.pointerId);
    if (pinch.current) {
      if (pointers.current.size === 0) pinch.current = null;
      return;
    }
    const pr = press.current;
    press.current = null;
    if (stroking.current) {
      stroking.current = false;
      show(stateRef.current!);
      setStatus(tool === 'brush' ? 'Painted into the outline.' : 'Erased from the outline.');
      return;
    }
    if (!pr || pr.moved || e.type === 'pointercancel' || tool !== 'region') return;
    const p = point(e.clientX, e.clientY);
    const r = toggleRegionAt(stateRef.current!, p.x, p.y, TAP_REACH_CSS * scale());
    if (!r) {
      setStatus('No region there: tap inside an outlined area to drop it, or use the brush to add one.');
      return;
    }
    remember();
    show(r.state);
    setStatus(
      r.action === 'dropped'
        ? 'Region dropped as not the wound. Tap it again to keep it.'
        : 'Region kept as part of the wound.',
    );
  }

  function replace(next: OutlineState, message: string) {
    remember();
    show(next);
    setStatus(message);
  }

  function keepLargest() {
    const s = stateRef.current!;
    let best: number[] = [];
    const seen = new Uint8Array(s.mask.length);
    for (let i = 0; i < s.mask.length; i++) {
      if (!s.mask[i] || seen[i]) continue;
      const px = regionPixels(s.mask, s.width, s.height, i);
      for (const j of px) seen[j] = 1;
      if (px.length > best.length) best = px;
    }
    const next = cloneState(s);
    for (let i = 0; i < next.mask.length; i++) if (next.mask[i]) next.dropped[i] = 1;
    next.mask.fill(0);
    for (const j of best) {
      next.mask[j] = 1;
      next.dropped[j] = 0;
    }
    replace(next, 'Kept the largest region; the others are dropped as not the wound.');
  }

  function snap() {
    const s = stateRef.current;
    const map = loaded?.map;
    if (!s || !map) return;
    if (countOn(s.mask) === 0) {
      setStatus('Nothing to snap: the outline is empty.');
      return;
    }
    // the edge may move about a tenth of the wound's size, and at least two cells of the model's map
    const cell = s.width / map.width;
    const band = Math.max(Math.ceil(2 * cell), Math.round(defaultBrushRadius(s) * 0.8));
    const worker = (workerRef.current ??= new OutlineWorker({ name: 'outline-snap' }));
    const id = Date.now();
    setSnapping(true);
    setStatus('Snapping the edge to the wound border…');
    worker.onmessage = (e: MessageEvent<FromOutlineWorker>) => {
      const m = e.data;
      if (m.id !== id) return;
      setSnapping(false);
      if (m.type === 'failed') {
        setStatus(`The edge could not be snapped: ${m.message}`);
        return;
      }
      if (m.changed === 0) {
        setStatus('The edge already follows the border the model sees.');
        return;
      }
      const cur = stateRef.current!;
      replace(
        { ...cloneState(cur), mask: new Uint8Array(m.mask) },
        'Edge snapped to the wound border. Undo takes it back.',
      );
    };
    const mask = s.mask.slice();
    const data = map.data.slice();
    const msg: ToOutlineWorker = {
      type: 'snap',
      id,
      width: s.width,
      height: s.height,
      mask: mask.buffer,
      map: { width: map.width, height: map.height, data: data.buffer },
      band,
    };
    worker.postMessage(msg, [mask.buffer, data.buffer]);
  }

  function onUndo() {
    const prev = undo.current.pop();
    setUndoCount(undo.current.size);
    if (prev) {
      show(prev);
      setStatus('Undone.');
    }
  }

  async function onSave() {
    const s = stateRef.current;
    if (!s || !loaded) return;
    if (countOn(s.mask) === 0) {
      setError('Paint the wound area before saving: the outline is empty.');
      return;
    }
    // the outline at canvas size → the photo's size, 0/255
    const small = document.createElement('canvas');
    small.width = s.width;
    small.height = s.height;
    const sg = small.getContext('2d')!;
    const img = sg.createImageData(s.width, s.height);
    for (let i = 0; i < s.mask.length; i++) img.data[i * 4 + 3] = s.mask[i] ? 255 : 0;
    sg.putImageData(img, 0, 0);
    const full = loaded.natural;
    const { g, data } = pixelsAt(small, full.width, full.height);
    overlayToMask(data.data);
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

  const busy = !ready || saving || snapping;
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
  const width = loaded && fitWidth ? Math.round(fitWidth * zoom) : null;
  const maxBrush = loaded ? Math.max(20, Math.round(Math.max(loaded.size.width, loaded.size.height) / 12)) : 80;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="outline-h"
      className="scroll-mt-20 rounded-xl border border-brand-600 bg-white"
    >
      <div className="px-4 pt-4">
        <h3 id="outline-h" className="font-semibold text-ink">
          Adjust outline
        </h3>
        <p className="mt-1 text-sm text-slate-600 sm:hidden">
          Tap what is not the wound to drop it. Brush, snap and pinch to zoom; Save re-measures.
        </p>
        <p className="mt-1 hidden text-sm text-slate-600 sm:block">
          Tap a region that is not the wound to drop it (tap again to keep it). Paint or erase with the brush, and snap
          the edge to the wound border. Pinch, scroll or use + / − to zoom. Saving re-measures the wound from your
          outline.
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Outline tools">
          {toolButton('region', 'Tap region', MousePointerClick)}
          {toolButton('brush', 'Brush', Brush)}
          {toolButton('eraser', 'Eraser', Eraser)}
          {tool !== 'region' && (
            <span className="flex items-center gap-2">
              <label htmlFor={sizeId} className="text-sm text-slate-700">
                Size
              </label>
              <input
                id={sizeId}
                type="range"
                min={2}
                max={maxBrush}
                value={Math.min(brush, maxBrush)}
                onChange={(e) => setBrush(Number(e.target.value))}
                className="w-24 accent-brand-700"
              />
            </span>
          )}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-1" role="toolbar" aria-label="Outline actions">
          <Button
            variant="ghost"
            size="sm"
            onClick={snap}
            disabled={busy || !loaded?.map}
            title={loaded && !loaded.map ? 'This analysis has no model map to snap to' : undefined}
          >
            <Magnet className="h-4 w-4" aria-hidden="true" /> {snapping ? 'Snapping…' : 'Snap to edge'}
          </Button>
          <Button variant="ghost" size="sm" onClick={keepLargest} disabled={busy || regions < 2}>
            <Scan className="h-4 w-4" aria-hidden="true" /> Keep the largest region only
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => loaded && replace(cloneState(loaded.initial), 'Back to the model’s outline.')}
            disabled={busy}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> AI outline
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => loaded && replace(emptyState(loaded.size.width, loaded.size.height), 'Outline cleared.')}
            disabled={busy}
          >
            <Trash className="h-4 w-4" aria-hidden="true" /> Clear
          </Button>
          <span className="ml-auto flex items-center gap-1" role="group" aria-label="Zoom">
            <Button variant="ghost" size="sm" onClick={() => zoomTo(zoom / 1.5)} disabled={!ready || zoom <= ZOOM_MIN}>
              <ZoomOut className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Zoom out</span>
            </Button>
            <span className="w-12 text-center text-xs text-slate-600" aria-live="polite">
              {Math.round(zoom * 100)} %
            </span>
            <Button variant="ghost" size="sm" onClick={() => zoomTo(zoom * 1.5)} disabled={!ready || zoom >= ZOOM_MAX}>
              <ZoomIn className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Zoom in</span>
            </Button>
          </span>
        </div>
      </div>
      <div
        ref={viewportRef}
        className="mt-3 max-h-[70vh] overflow-auto overscroll-contain bg-slate-900 max-sm:ml-[calc(50%-50vw)] max-sm:w-screen"
        data-testid="outline-viewport"
      >
        <div className="relative mx-auto" style={width ? { width } : { maxWidth: '100%' }}>
          <img
            src={thread.imageUrl}
            alt={`Photo of ${thread.patientName}’s wound being outlined`}
            className="block h-auto w-full select-none"
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
            className={`absolute inset-0 h-full w-full touch-none ${
              !ready ? 'cursor-wait' : tool === 'region' ? 'cursor-pointer' : 'cursor-crosshair'
            }`}
          />
        </div>
      </div>
      <p className="min-h-5 px-4 pt-2 text-sm text-slate-700" role="status">
        {status}
      </p>
      {(error ?? loadError) && (
        <div className="px-4 pt-2">
          <Notice tone="error">{error ?? loadError}</Notice>
        </div>
      )}
      {/* always in view while the editor is: undo, cancel and save */}
      <div className="sticky bottom-0 z-10 mt-2 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:rounded-b-xl">
        <Button variant="ghost" onClick={onUndo} disabled={undoCount === 0 || busy} className="mr-auto">
          <Undo2 className="h-4 w-4" aria-hidden="true" /> Undo
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void onSave()} disabled={busy}>
          {saving ? 'Re-measuring…' : 'Save outline and re-measure'}
        </Button>
      </div>
    </section>
  );
}
