import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { toCanvasPoint } from './mask-canvas.ts';
import { stampLine, type Box, type OutlineState } from './outline-ops.ts';
import type { OutlineTool } from './outline-copy.ts';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 8;
/** a press that moves less than this (CSS px) is a tap; more is a drag (pans when zoomed) */
const TAP_SLOP_CSS = 6;

type Point = { x: number; y: number };

/**
 * Zoom of the editor's viewport: about a point (the content under it stays put), by buttons,
 * the wheel over the photo, or a pinch (see useOutlinePointer).
 */
export function useOutlineZoom(viewportRef: RefObject<HTMLDivElement | null>, ready: boolean) {
  const [zoom, setZoom] = useState(1);
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
  const zoomToRef = useRef(zoomTo);
  zoomToRef.current = zoomTo;

  useLayoutEffect(() => {
    const el = viewportRef.current;
    const a = anchor.current;
    if (!el || !a) return;
    anchor.current = null;
    el.scrollLeft = (el.scrollLeft + a.cx) * a.ratio - a.cx;
    el.scrollTop = (el.scrollTop + a.cy) * a.ratio - a.cy;
  }, [zoom, viewportRef]);

  // the wheel zooms over the photo (a listener that may cancel the page's scroll)
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomToRef.current(zoomRef.current * Math.exp(-e.deltaY * 0.0015), e);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ready, viewportRef]);

  return { zoom, zoomRef, zoomTo };
}

export interface OutlinePointerOptions {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  viewportRef: RefObject<HTMLDivElement | null>;
  stateRef: RefObject<OutlineState | null>;
  /** false while loading, saving or snapping: presses are ignored */
  enabled: boolean;
  tool: OutlineTool;
  /** brush radius in canvas px */
  brush: number;
  zoom: ReturnType<typeof useOutlineZoom>;
  /** draw a state (the changed box only, when given) */
  show: (s: OutlineState, box?: Box) => void;
  /** push the current state on the undo history before a change */
  remember: () => void;
  /** pop the undo history (a stroke taken back when a second finger lands) */
  takeBack: () => void;
  /** a stroke with the brush or eraser ended */
  onStrokeEnd: () => void;
  /** a tap with the region tool at a canvas point; `reach` is a fingertip in canvas px */
  onTap: (p: Point, canvasPxPerCssPx: number) => void;
}

/**
 * Pointer handling on the outline canvas: a tap (region tool), a stroke (brush / eraser), a drag
 * that pans the view, two fingers that pinch-zoom (a stroke the first finger began is taken back).
 */
export function useOutlinePointer(o: OutlinePointerOptions) {
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<{ start: Point; last: Point; moved: boolean } | null>(null);
  const stroking = useRef(false);
  const pinch = useRef<{ dist: number; zoom: number; mid: Point } | null>(null);

  const point = (clientX: number, clientY: number) => {
    const c = o.canvasRef.current!;
    return toCanvasPoint(clientX, clientY, c.getBoundingClientRect(), c);
  };
  /** canvas px per CSS px at the current zoom */
  const scale = () => {
    const c = o.canvasRef.current!;
    return c.width / c.getBoundingClientRect().width;
  };
  const twoFingers = () => {
    const [a, b] = [...pointers.current.values()];
    return {
      dist: Math.hypot(a!.x - b!.x, a!.y - b!.y),
      mid: { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 },
    };
  };
  const paint = (from: Point, to: Point) => {
    const s = o.stateRef.current!;
    o.show(s, stampLine(s, point(from.x, from.y), point(to.x, to.y), o.brush, o.tool === 'brush' ? 1 : 0));
  };

  function onPointerDown(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (!o.enabled) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      if (stroking.current) o.takeBack();
      stroking.current = false;
      press.current = null;
      const f = twoFingers();
      pinch.current = { dist: f.dist, zoom: o.zoom.zoomRef.current, mid: f.mid };
      return;
    }
    if (pointers.current.size > 2) return;
    const at = { x: e.clientX, y: e.clientY };
    press.current = { start: at, last: at, moved: false };
    if (o.tool !== 'region') {
      o.remember();
      stroking.current = true;
      paint(at, at);
    }
  }

  function onPointerMove(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const el = o.viewportRef.current!;
    if (pinch.current && pointers.current.size >= 2) {
      const f = twoFingers();
      el.scrollLeft -= f.mid.x - pinch.current.mid.x;
      el.scrollTop -= f.mid.y - pinch.current.mid.y;
      pinch.current.mid = f.mid;
      o.zoom.zoomTo((pinch.current.zoom * f.dist) / Math.max(1, pinch.current.dist), {
        clientX: f.mid.x,
        clientY: f.mid.y,
      });
      return;
    }
    const pr = press.current;
    if (!pr) return;
    const at = { x: e.clientX, y: e.clientY };
    if (Math.hypot(at.x - pr.start.x, at.y - pr.start.y) > TAP_SLOP_CSS) pr.moved = true;
    if (stroking.current) paint(pr.last, at);
    else if (pr.moved) {
      // the region tool drags the view
      el.scrollLeft -= at.x - pr.last.x;
      el.scrollTop -= at.y - pr.last.y;
    }
    pr.last = at;
  }

  function onPointerUp(e: ReactPointerEvent<HTMLCanvasElement>) {
    pointers.current.delete(e.pointerId);
    if (pinch.current) {
      if (pointers.current.size === 0) pinch.current = null;
      return;
    }
    const pr = press.current;
    press.current = null;
    if (stroking.current) {
      stroking.current = false;
      o.show(o.stateRef.current!);
      o.onStrokeEnd();
      return;
    }
    if (!pr || pr.moved || e.type === 'pointercancel' || o.tool !== 'region') return;
    o.onTap(point(e.clientX, e.clientY), scale());
  }

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
