import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Brush, Eraser, Magnet, MousePointerClick, RotateCcw, Scan, Trash, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { submitOutline } from './api/submit-outline.ts';
import { useEditorImages } from './api/editor-images.ts';
import type { MessageDescriptor } from '@lingui/core';
import type { AssessmentJson } from '@woundcare/api-types';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import {
  cloneState,
  countOn,
  defaultBrushRadius,
  emptyState,
  keepLargestRegion,
  regionStats,
  toggleRegionAt,
  UndoStack,
  type Box,
  type OutlineState,
} from './outline-ops.ts';
import { encodeMask, paintState } from './outline-paint.ts';
import { outlineCopy as copy, type OutlineTool } from './outline-copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { useOutlinePointer, useOutlineZoom, ZOOM_MAX, ZOOM_MIN } from './use-outline-pointer.ts';
import type { FromOutlineWorker, ToOutlineWorker } from './outline-protocol.ts';
import OutlineWorker from './outline-worker.ts?worker';

const UNDO_DEPTH = 20;
/** a tap this close to a region (CSS px) picks it: a fingertip is not a pixel */
const TAP_REACH_CSS = 14;

/**
 * Outline correction in a few taps: tap a region to drop it ("not the wound") or keep it again;
 * paint or erase with a brush sized from the wound; snap the edge to the model's border (in a
 * worker); undo several steps; zoom by pinch, wheel or buttons. Save (always in view) sends the
 * mask — full photo size, 0/255 — to the server, which re-measures from it. Every tool and action
 * is a keyboard-reachable button; "Keep the largest region only" is the tap's keyboard twin.
 */
export function OutlineEditor({
  assessment,
  onCancel,
  onSaved,
}: {
  assessment: AssessmentJson;
  onCancel: () => void;
  onSaved: (t: AssessmentJson) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const stateRef = useRef<OutlineState | null>(null);
  const undo = useRef(new UndoStack(UNDO_DEPTH));
  const workerRef = useRef<Worker | null>(null);
  const sizeId = useId();
  const [tool, setTool] = useState<OutlineTool>('region');
  const [brush, setBrush] = useState(12);
  const [undoCount, setUndoCount] = useState(0);
  const [regions, setRegions] = useState(0);
  const [fitWidth, setFitWidth] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [snapping, setSnapping] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    return () => workerRef.current?.terminate();
  }, []);

  const images = useEditorImages(assessment);
  const loaded = images.data ?? null;
  const ready = loaded !== null;
  const loadError =
    images.status === 'error' ? (images.error instanceof Error ? images.error.message : say(copy.errors.load)) : null;

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

  function remember() {
    if (!stateRef.current) return;
    undo.current.push(stateRef.current);
    setUndoCount(undo.current.size);
  }

  const view = useOutlineZoom(viewportRef, ready);
  const pointer = useOutlinePointer({
    canvasRef,
    viewportRef,
    stateRef,
    enabled: ready && !saving && !snapping,
    tool,
    brush,
    zoom: view,
    show,
    remember,
    takeBack: () => {
      const before = undo.current.pop();
      setUndoCount(undo.current.size);
      if (before) show(before);
    },
    onStrokeEnd: () => setStatus(say(tool === 'brush' ? copy.status.painted : copy.status.erased)),
    onTap: (p, pxPerCss) => {
      const r = toggleRegionAt(stateRef.current!, p.x, p.y, TAP_REACH_CSS * pxPerCss);
      if (!r) {
        setStatus(say(copy.status.noRegion));
        return;
      }
      remember();
      show(r.state);
      setStatus(say(r.action === 'dropped' ? copy.status.dropped : copy.status.kept));
    },
  });

  function replace(next: OutlineState, message: MessageDescriptor) {
    remember();
    show(next);
    setStatus(say(message));
  }

  function keepLargest() {
    replace(keepLargestRegion(stateRef.current!), copy.status.keptLargest);
  }

  function snap() {
    const s = stateRef.current;
    const map = loaded?.map;
    if (!s || !map) return;
    if (countOn(s.mask) === 0) {
      setStatus(say(copy.status.nothingToSnap));
      return;
    }
    // the edge may move about a tenth of the wound's size, and at least two cells of the model's map
    const cell = s.width / map.width;
    const band = Math.max(Math.ceil(2 * cell), Math.round(defaultBrushRadius(s) * 0.8));
    const worker = (workerRef.current ??= new OutlineWorker({ name: 'outline-snap' }));
    const id = Date.now();
    setSnapping(true);
    setStatus(say(copy.status.snapping));
    worker.onmessage = (e: MessageEvent<FromOutlineWorker>) => {
      const m = e.data;
      if (m.id !== id) return;
      setSnapping(false);
      if (m.type === 'failed') {
        setStatus(say(copy.status.snapFailed, { reason: m.message }));
        return;
      }
      if (m.changed === 0) {
        setStatus(say(copy.status.alreadySnapped));
        return;
      }
      const cur = stateRef.current!;
      replace({ ...cloneState(cur), mask: new Uint8Array(m.mask) }, copy.status.snapped);
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
      setStatus(say(copy.status.undone));
    }
  }

  async function onSave() {
    const s = stateRef.current;
    if (!s || !loaded) return;
    if (countOn(s.mask) === 0) {
      setError(say(copy.errors.empty));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const blob = await encodeMask(s, loaded.natural);
      onSaved(await submitOutline(assessment.id, blob));
    } catch (err) {
      setError(err instanceof Error ? err.message : say(copy.errors.save));
    } finally {
      setSaving(false);
    }
  }

  const busy = !ready || saving || snapping;
  const toolButton = (id: OutlineTool, Icon: typeof Brush) => (
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
      <Icon className="h-4 w-4" aria-hidden="true" /> {say(copy.tools[id])}
    </button>
  );
  const width = loaded && fitWidth ? Math.round(fitWidth * view.zoom) : null;
  const maxBrush = loaded ? Math.max(20, Math.round(Math.max(loaded.size.width, loaded.size.height) / 12)) : 80;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="outline-h"
      className="scroll-mt-20 rounded-xl border border-brand-600 bg-white"
    >
      <div className="px-4 pt-4">
        <h3 id="outline-h" className="font-semibold text-ink">
          {say(copy.heading)}
        </h3>
        <p className="mt-1 text-sm text-slate-600 sm:hidden">{say(copy.hintPhone)}</p>
        <p className="mt-1 hidden text-sm text-slate-600 sm:block">{say(copy.hintWide)}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2" role="toolbar" aria-label={say(copy.toolbar)}>
          {toolButton('region', MousePointerClick)}
          {toolButton('brush', Brush)}
          {toolButton('eraser', Eraser)}
          {tool !== 'region' && (
            <span className="flex items-center gap-2">
              <label htmlFor={sizeId} className="text-sm text-slate-700">
                {say(copy.brushSize)}
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
        <div className="mt-2 flex flex-wrap items-center gap-1" role="toolbar" aria-label={say(copy.actions)}>
          <Button
            variant="ghost"
            size="sm"
            onClick={snap}
            disabled={busy || !loaded?.map}
            title={loaded && !loaded.map ? say(copy.noMap) : undefined}
          >
            <Magnet className="h-4 w-4" aria-hidden="true" /> {say(snapping ? copy.snapping : copy.snap)}
          </Button>
          <Button variant="ghost" size="sm" onClick={keepLargest} disabled={busy || regions < 2}>
            <Scan className="h-4 w-4" aria-hidden="true" /> {say(copy.keepLargest)}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => loaded && replace(cloneState(loaded.initial), copy.status.backToModel)}
            disabled={busy}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {say(copy.modelOutline)}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => loaded && replace(emptyState(loaded.size.width, loaded.size.height), copy.status.cleared)}
            disabled={busy}
          >
            <Trash className="h-4 w-4" aria-hidden="true" /> {say(copy.clear)}
          </Button>
          <span className="ml-auto flex items-center gap-1" role="group" aria-label={say(copy.zoom)}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => view.zoomTo(view.zoom / 1.5)}
              disabled={!ready || view.zoom <= ZOOM_MIN}
            >
              <ZoomOut className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{say(copy.zoomOut)}</span>
            </Button>
            <span className="w-12 text-center text-xs text-slate-600" aria-live="polite">
              {Math.round(view.zoom * 100)} %
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => view.zoomTo(view.zoom * 1.5)}
              disabled={!ready || view.zoom >= ZOOM_MAX}
            >
              <ZoomIn className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{say(copy.zoomIn)}</span>
            </Button>
          </span>
        </div>
      </div>
      {/* focusable so a keyboard user can scroll a photo taller than the viewport (WCAG 2.1.1) */}
      <div
        ref={viewportRef}
        role="region"
        aria-label={say(copy.viewportLabel)}
        tabIndex={0}
        className="mt-3 max-h-[70vh] overflow-auto overscroll-contain bg-slate-900 max-sm:ml-[calc(50%-50vw)] max-sm:w-screen"
        data-testid="outline-viewport"
      >
        <div className="relative mx-auto" style={width ? { width } : { maxWidth: '100%' }}>
          <img
            src={assessment.imageUrl}
            alt={say(copy.photoAlt, { patient: assessment.patientName })}
            className="block h-auto w-full select-none"
            draggable={false}
          />
          <canvas
            ref={canvasRef}
            width={loaded?.size.width}
            height={loaded?.size.height}
            aria-label={say(copy.canvas)}
            {...pointer}
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
          <Undo2 className="h-4 w-4" aria-hidden="true" /> {say(copy.undo)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {say(copy.cancel)}
        </Button>
        <Button onClick={() => void onSave()} disabled={busy}>
          {say(saving ? copy.saving : copy.save)}
        </Button>
      </div>
    </section>
  );
}
