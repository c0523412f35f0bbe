import { describe, expect, it } from 'vitest';
import {
  allPass,
  evaluateChecks,
  INSTRUCTIONS,
  instructionFor,
  MAX_GLARE_SHARE,
  MAX_TILT_DEG,
  MIN_SHARPNESS,
  MIN_STICKER_PX,
  nextReadiness,
  NOT_READY,
  READY_AFTER_MS,
  READY_INSTRUCTION,
} from './guidance.ts';
import type { LiveMeasures } from './live-measures.ts';

const square = (side: number) => [
  { x: 100, y: 100 },
  { x: 100 + side, y: 100 },
  { x: 100 + side, y: 100 + side },
  { x: 100, y: 100 + side },
];
const good: LiveMeasures = {
  width: 640,
  height: 480,
  sticker: { id: 3, corners: square(60), sidePx: 60 },
  tiltDeg: 5,
  sharpness: 20,
  glareShare: 0,
};
const ids = (m: LiveMeasures, full = 1280) => Object.fromEntries(evaluateChecks(m, full).map((c) => [c.id, c.ok]));

describe('capture checks', () => {
  it('a close, square, sharp frame without glare passes every check and says ready', () => {
    const checks = evaluateChecks(good, 1280);
    expect(allPass(checks)).toBe(true);
    expect(instructionFor(checks)).toBe(READY_INSTRUCTION);
  });

  it('without a sticker: "Bring the sticker into view", and size, tilt and sharpness are not measured (not failed)', () => {
    const m = { ...good, sticker: null, tiltDeg: null, sharpness: null };
    expect(ids(m)).toEqual({
      sticker_found: false,
      sticker_size: null,
      camera_tilt: null,
      sharpness: null,
      glare: true,
    });
    expect(instructionFor(evaluateChecks(m, 1280))).toBe(INSTRUCTIONS.sticker_found);
    expect(allPass(evaluateChecks(m, 1280))).toBe(false);
  });

  it('judges the sticker size on the full-resolution photo, not on the analysed frame', () => {
    // 30 px on a 640-px frame is 60 px on a 1280-px photo (too small) but 120 px on a 2560-px one
    const m = { ...good, sticker: { id: 3, corners: square(30), sidePx: 30 } };
    const small = evaluateChecks(m, 1280);
    expect(small.find((c) => c.id === 'sticker_size')).toMatchObject({ ok: false, value: 60, limit: MIN_STICKER_PX });
    expect(instructionFor(small)).toBe('Move closer');
    expect(ids(m, 2560).sticker_size).toBe(true);
    // the limit itself passes
    expect(ids({ ...m, sticker: { id: 3, corners: square(40), sidePx: 40 } }, 1280).sticker_size).toBe(true);
  });

  it('tilt over 25° asks to hold the phone parallel; 25° itself passes', () => {
    expect(instructionFor(evaluateChecks({ ...good, tiltDeg: MAX_TILT_DEG + 1 }, 1280))).toBe(
      'Hold the phone parallel to the skin',
    );
    expect(ids({ ...good, tiltDeg: MAX_TILT_DEG }).camera_tilt).toBe(true);
  });

  it('low sharpness says "Hold still"; glare says "Avoid the light reflection"', () => {
    expect(instructionFor(evaluateChecks({ ...good, sharpness: MIN_SHARPNESS - 0.1 }, 1280))).toBe('Hold still');
    expect(instructionFor(evaluateChecks({ ...good, glareShare: MAX_GLARE_SHARE * 2 }, 1280))).toBe(
      'Avoid the light reflection',
    );
    expect(ids({ ...good, glareShare: MAX_GLARE_SHARE }).glare).toBe(true);
  });

  it('shows one instruction: the first failing check in the order sticker → size → tilt → sharpness → glare', () => {
    const worst = {
      ...good,
      sticker: { id: 3, corners: square(10), sidePx: 10 },
      tiltDeg: 40,
      sharpness: 1,
      glareShare: 0.5,
    };
    expect(instructionFor(evaluateChecks(worst, 1280))).toBe('Move closer');
    expect(instructionFor(evaluateChecks({ ...worst, sticker: good.sticker }, 1280))).toBe(
      'Hold the phone parallel to the skin',
    );
    expect(instructionFor(evaluateChecks({ ...worst, sticker: good.sticker, tiltDeg: 3 }, 1280))).toBe('Hold still');
  });
});

describe('shutter readiness', () => {
  const pass = evaluateChecks(good, 1280);
  const fail = evaluateChecks({ ...good, tiltDeg: 40 }, 1280);

  it('turns green only after the checks have passed without a break for about a second', () => {
    let r = nextReadiness(NOT_READY, pass, 10_000);
    expect(r).toEqual({ passingSince: 10_000, ready: false });
    r = nextReadiness(r, pass, 10_000 + READY_AFTER_MS - 1);
    expect(r.ready).toBe(false);
    r = nextReadiness(r, pass, 10_000 + READY_AFTER_MS);
    expect(r.ready).toBe(true);
  });

  it('a failing frame resets the clock', () => {
    let r = nextReadiness(NOT_READY, pass, 0);
    r = nextReadiness(r, pass, 900);
    r = nextReadiness(r, fail, 950);
    expect(r).toEqual(NOT_READY);
    r = nextReadiness(r, pass, 1000);
    r = nextReadiness(r, pass, 1900);
    expect(r.ready).toBe(false);
    expect(nextReadiness(r, pass, 2000).ready).toBe(true);
  });
});
