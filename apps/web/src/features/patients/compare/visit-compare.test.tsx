import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAssessment, makeClinicalAssessment, makeResult } from '../../../../test/fixtures.ts';
import { compareWindow, maskBox, photoFrame, type ComparedPhoto } from './compare-geometry.ts';
import { VisitCompare } from './visit-compare.tsx';

afterEach(cleanup);

/** On-panel pixels of `lengthPx` photo pixels when the frame is drawn `panelPx` wide. */
const onPanel = (lengthPx: number, viewWidth: number, panelPx: number) => (lengthPx * panelPx) / viewWidth;

describe('the comparison scale', () => {
  // baseline: a 6 × 4 cm wound photographed from afar (40 px/cm); latest: 3 × 2 cm from close (120 px/cm)
  const baseline: ComparedPhoto = {
    width: 1600,
    height: 1200,
    pixelsPerCm: 40,
    woundBox: { x0: 500, y0: 400, x1: 740, y1: 560 },
  };
  const latest: ComparedPhoto = {
    width: 1600,
    height: 1200,
    pixelsPerCm: 120,
    woundBox: { x0: 620, y0: 480, x1: 980, y1: 720 },
  };

  it('draws 1 cm of skin the same width in both photos, and the wounds at their true ratio', () => {
    const window = compareWindow([baseline, latest])!;
    // the larger wound (6 cm) with 1 cm of skin on each side, 4 : 3
    expect(window).toEqual({ widthCm: 8, heightCm: 6 });
    const a = photoFrame(baseline, window);
    const b = photoFrame(latest, window);
    if (a.kind !== 'scaled' || b.kind !== 'scaled') throw new Error('both photos are calibrated');
    const panel = 480;
    const cmA = onPanel(baseline.pixelsPerCm!, a.view.width, panel);
    const cmB = onPanel(latest.pixelsPerCm!, b.view.width, panel);
    expect(cmA).toBeCloseTo(60, 9);
    expect(cmB).toBeCloseTo(60, 9);
    // the scale bar is the same share of either panel: 1 cm of the 8 cm window
    expect(a.centimetreShare * panel).toBeCloseTo(cmA, 9);
    expect(b.centimetreShare).toBe(a.centimetreShare);
    // 6 cm against 3 cm: twice as wide on screen, though the two boxes are 240 and 360 photo pixels
    const woundA = onPanel(baseline.woundBox!.x1 - baseline.woundBox!.x0, a.view.width, panel);
    const woundB = onPanel(latest.woundBox!.x1 - latest.woundBox!.x0, b.view.width, panel);
    expect(woundA / woundB).toBeCloseTo(2, 9);
  });

  it('centres each window on its wound, inside the photo where it fits', () => {
    const window = compareWindow([baseline, latest])!;
    const b = photoFrame(latest, window);
    // 8 cm × 120 px/cm = 960 px wide, centred on the wound's middle (800, 600)
    expect(b.view).toEqual({ x: 320, y: 240, width: 960, height: 720 });
    // a wound at the photo's corner: the window is pushed back inside
    const corner = photoFrame({ ...latest, woundBox: { x0: 0, y0: 0, x1: 100, y1: 100 } }, window);
    expect(corner.view).toEqual({ x: 0, y: 0, width: 960, height: 720 });
  });

  it('shows a photo without calibration whole, as not comparable by size, and leaves the window to the others', () => {
    const noSticker: ComparedPhoto = { width: 1000, height: 800, pixelsPerCm: null, woundBox: null };
    expect(compareWindow([noSticker])).toBeNull();
    expect(photoFrame(noSticker, compareWindow([baseline, noSticker]))).toEqual({
      kind: 'no-scale',
      view: { x: 0, y: 0, width: 1000, height: 800 },
    });
    // the calibrated photo alone sets the window
    expect(compareWindow([baseline, noSticker])).toEqual(compareWindow([baseline]));
  });

  it("reads the wound box from a mask in the photo's pixels", () => {
    const w = 8;
    const h = 6;
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (const [x, y] of [
      [2, 1],
      [5, 3],
      [3, 4],
    ])
      rgba[(y! * w + x!) * 4] = 255;
    expect(maskBox(rgba, w, h, 10)).toEqual({ x0: 20, y0: 10, x1: 60, y1: 50 });
    expect(maskBox(new Uint8ClampedArray(w * h * 4), w, h)).toBeNull();
  });
});

describe('Compare visits', () => {
  const clinical = (areaText: string | null, tissue: string) => {
    const c = makeClinicalAssessment();
    return {
      ...c,
      measurement:
        areaText === null
          ? { ...c.measurement, areaCm2: null, areaText: 'not measured', text: 'No calibration sticker: not measured.' }
          : { ...c.measurement, areaCm2: 4.3, areaText },
      tissue: { ...c.tissue, text: tissue },
    };
  };
  const visit = (id: string, examDate: string, pixelsPerCm: number | null, areaText: string | null) =>
    makeAssessment({
      id,
      examDate,
      maskUrl: null,
      image: { width: 1600, height: 1200, format: 'jpeg' },
      analysisResult: makeResult({
        calibrated: pixelsPerCm !== null,
        pixels_per_cm: pixelsPerCm,
        image_width: 1600,
        image_height: 1200,
      }),
      clinical: clinical(areaText, `Tissue of ${id}.`),
    });
  const visits = [
    // newest first, as the wound's page reads them
    visit('v3', '2026-03-29T09:00:00.000Z', 100, '2.1 cm², 95 % range 1.8–2.4 cm²'),
    visit('v2', '2026-03-15T09:00:00.000Z', null, null),
    visit('v1', '2026-03-01T09:00:00.000Z', 50, '4.3 cm², 95 % range 3.9–4.7 cm²'),
  ];
  const panels = () => screen.getAllByTestId('compare-panel');

  it('shows the baseline and the latest visit at one scale, with their stated area, date and tissue', () => {
    render(<VisitCompare assessments={visits} baselineId="v1" title="Ada · Left heel" />);
    const [first, second] = panels();
    expect(within(first!).getByText('Baseline')).toBeTruthy();
    expect(within(first!).getByText('4.3 cm², 95 % range 3.9–4.7 cm²')).toBeTruthy();
    expect(within(first!).getByText('Tissue of v1.')).toBeTruthy();
    expect(within(second!).getByText('Latest')).toBeTruthy();
    expect(within(second!).getByText('2.1 cm², 95 % range 1.8–2.4 cm²')).toBeTruthy();
    // no wound box known: the larger photo extent sets the window (1600 px / 50 px/cm = 32 cm)
    const views = [first!, second!].map((p) => p.querySelector('svg')!.getAttribute('viewBox'));
    expect(views).toEqual(['0 0 1600 1200', '-800 -600 3200 2400']);
    const bars = screen.getAllByTestId('scale-bar').map((b) => b.style.width);
    expect(bars).toEqual([`${100 / 32}%`, `${100 / 32}%`]);
    expect(screen.queryByText('No scale: not comparable by size')).toBeNull();
  });

  it('picks a visit from the strip; one without a sticker is labelled and gets no scale bar', async () => {
    render(<VisitCompare assessments={visits} baselineId="v1" title="Ada · Left heel" />);
    const strip = screen.getByRole('list', { name: 'All visits in order' });
    const buttons = within(strip).getAllByRole('button');
    // in exam-date order, the latest pressed
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    await userEvent.click(buttons[1]!);
    const second = panels()[1]!;
    expect(within(second).getByText('No scale: not comparable by size')).toBeTruthy();
    expect(within(second).getByText('No calibration sticker: not measured.')).toBeTruthy();
    expect(within(second).queryByTestId('scale-bar')).toBeNull();
    expect(screen.getAllByTestId('scale-bar')).toHaveLength(1);
    expect((screen.getByLabelText('Second photo') as HTMLSelectElement).value).toBe('v2');
  });
});
