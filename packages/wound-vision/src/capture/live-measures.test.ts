import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenCv } from '../cv/load-opencv.ts';
import { cameraHomography } from '../../test/synthetic-scene.ts';
import { applyHomography } from '../calibrate/homography.ts';
import { ASSUMED_FOCAL_PER_SIDE } from '../calibrate/camera-tilt.ts';
import { tiltDegFromHomography } from '../quality/outline-quality.ts';
import { captureScene, toRgba, type CaptureSceneKind } from '../../test/capture-scenes.ts';
import { createLiveDetector, measureFrame, tiltFromCorners, type LiveDetector } from './live-measures.ts';
import { evaluateChecks, instructionFor } from './guidance.ts';

describe('tilt from the sticker homography', () => {
  it('recovers the camera tilt of a pinhole view, on and off the image centre', () => {
    for (const tiltDeg of [0, 10, 25, 40]) {
      for (const centre of [
        { x: 0, y: 0 },
        { x: 30, y: -20 },
      ]) {
        const h = cameraHomography({
          width: 640,
          height: 480,
          focalPx: ASSUMED_FOCAL_PER_SIDE * 640,
          distanceMm: 150,
          tiltDeg,
          azimuthDeg: 70,
          rollDeg: 20,
          centre,
        });
        const corners = [
          { x: 0, y: 0 },
          { x: 20, y: 0 },
          { x: 20, y: 20 },
          { x: 0, y: 20 },
        ].map((p) => applyHomography(h, p));
        expect(tiltFromCorners(corners, 640, 480)).toBeCloseTo(tiltDeg, 3);
      }
    }
  });

  it("agrees with the engine's camera_tilt on the same homography (one focal-length assumption)", () => {
    // a 1280 × 960 photo whose real lens is not the assumed one (f = 1.1 × long side): both
    // checks are off by the same amount, so the live view and the analysis never disagree
    for (const tiltDeg of [5, 20, 25, 30, 45]) {
      const H = cameraHomography({
        width: 1280,
        height: 960,
        focalPx: 1.1 * 1280,
        distanceMm: 250,
        tiltDeg,
        azimuthDeg: 35,
        rollDeg: 10,
        centre: { x: 15, y: 10 },
      });
      const engine = tiltDegFromHomography(H, 1280, 960);
      // the live view sees the same scene in a 640 × 480 frame
      const corners = [
        { x: 0, y: 0 },
        { x: 20, y: 0 },
        { x: 20, y: 20 },
        { x: 0, y: 20 },
      ]
        .map((p) => applyHomography(H, p))
        .map((p) => ({ x: p.x / 2, y: p.y / 2 }));
      expect(tiltFromCorners(corners, 640, 480), `${tiltDeg}°`).toBeCloseTo(engine, 6);
      expect(Math.abs(engine - tiltDeg)).toBeGreaterThan(0.05); // the wrong focal length shows
    }
  });
});

describe('live measures on camera scenes (640 × 480 frames)', () => {
  let detector: LiveDetector;
  beforeAll(async () => {
    detector = createLiveDetector((await loadOpenCv()).cv);
  });
  afterAll(() => detector.delete());

  const expected: Record<CaptureSceneKind, string> = {
    good: 'Ready — take the photo',
    no_sticker: 'Bring the sticker into view',
    too_far: 'Move closer',
    tilted: 'Hold the phone parallel to the skin',
    blurred: 'Hold still',
    glare: 'Avoid the light reflection',
  };
  for (const [kind, instruction] of Object.entries(expected) as [CaptureSceneKind, string][]) {
    it(`${kind}: "${instruction}"`, async () => {
      const s = await captureScene(kind, { seed: 11, width: 640, height: 480, supersample: 1 });
      const m = measureFrame(detector, toRgba(s.image), 640, 480);
      // the frame is the 640-px preview of a 1280-px photo
      const checks = evaluateChecks(m, 1280);
      expect(instructionFor(checks)).toBe(instruction);
      // only the scene's own fault fails
      const failed = checks.filter((c) => c.ok === false).map((c) => c.id);
      const own = {
        good: [],
        no_sticker: ['sticker_found'],
        too_far: ['sticker_size'],
        tilted: ['camera_tilt'],
        blurred: ['sharpness'],
        glare: ['glare'],
      }[kind];
      expect(failed).toEqual(own);
      if (m.sticker) {
        // the detected square matches the rendered one (mean side within 2 px)
        const c = s.scene.markers[0]!.cornersImage;
        const side =
          [0, 1, 2, 3].reduce(
            (sum, k) => sum + Math.hypot(c[(k + 1) % 4]!.x - c[k]!.x, c[(k + 1) % 4]!.y - c[k]!.y),
            0,
          ) / 4;
        expect(Math.abs(m.sticker.sidePx - side)).toBeLessThan(2);
      }
    });
  }
});
