import { useEffect, useRef, useState } from 'react';
import type { LiveSticker } from '@woundcare/wound-vision/capture/live-measures';
import {
  evaluateChecks,
  instructionFor,
  nextReadiness,
  NOT_READY,
  type CaptureCheck,
  type Readiness,
} from '@woundcare/wound-vision/capture/guidance';
import { ANALYSIS_LONG_SIDE, type FromWorker, type ToWorker } from './capture-protocol.ts';
// a classic (iife) worker in the build, so it can importScripts OpenCV.js; a module worker in dev
import CaptureWorker from './capture-worker.ts?worker';

export interface LiveChecks {
  phase: 'loading' | 'running' | 'failed';
  checks: CaptureCheck[];
  instruction: string | null;
  ready: boolean;
  sticker: LiveSticker | null;
  frame: { width: number; height: number } | null;
  /** frames measured since the checks started (the bench reads it) */
  analysed: number;
  lastMs: number | null;
}

const INITIAL: LiveChecks = {
  phase: 'loading',
  checks: [],
  instruction: null,
  ready: false,
  sticker: null,
  frame: null,
  analysed: 0,
  lastMs: null,
};

/**
 * Runs the capture worker on the live video: one downscaled frame in flight at a time, the next
 * sent as soon as the last one is measured. `photoLongSide` (px) is the size the still will have.
 */
export function useLiveChecks(video: HTMLVideoElement | null, photoLongSide: number, paused: boolean): LiveChecks {
  const [state, setState] = useState<LiveChecks>(INITIAL);
  const longSide = useRef(photoLongSide);
  longSide.current = photoLongSide;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    if (!video) return;
    const worker = new CaptureWorker({ name: 'capture-checks' });
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    let readiness: Readiness = NOT_READY;
    let nextId = 1;
    let inFlight = false;
    let raf = 0;
    let stopped = false;

    const send = () => {
      raf = 0;
      if (stopped || inFlight || !ctx) return;
      if (pausedRef.current || video.readyState < 2 || !video.videoWidth) {
        raf = requestAnimationFrame(send);
        return;
      }
      const s = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(video.videoWidth, video.videoHeight));
      const w = Math.max(2, Math.round(video.videoWidth * s));
      const h = Math.max(2, Math.round(video.videoHeight * s));
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
      }
      ctx.drawImage(video, 0, 0, w, h);
      const data = ctx.getImageData(0, 0, w, h).data;
      inFlight = true;
      const msg: ToWorker = { type: 'frame', id: nextId++, width: w, height: h, rgba: data.buffer };
      worker.postMessage(msg, [data.buffer]);
    };

    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      const m = e.data;
      if (m.type === 'ready') {
        setState((s) => ({ ...s, phase: 'running' }));
        send();
      } else if (m.type === 'failed') {
        setState((s) => ({ ...s, phase: 'failed' }));
      } else {
        inFlight = false;
        const checks = evaluateChecks(m.measures, longSide.current);
        readiness = nextReadiness(readiness, checks, performance.now());
        setState((s) => ({
          phase: 'running',
          checks,
          instruction: instructionFor(checks),
          ready: readiness.ready,
          sticker: m.measures.sticker,
          frame: { width: m.measures.width, height: m.measures.height },
          analysed: s.analysed + 1,
          lastMs: m.ms,
        }));
        if (!raf) raf = requestAnimationFrame(send);
      }
    };
    worker.onerror = () => setState((s) => ({ ...s, phase: 'failed' }));

    return () => {
      stopped = true;
      if (raf) cancelAnimationFrame(raf);
      worker.terminate();
    };
  }, [video]);

  return state;
}
