import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './cli.ts';
import { createScene } from '../test/synthetic-scene.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('measure CLI arguments', () => {
  it("leaves the outline level to the engine's rule unless --conf-thresh is given", () => {
    expect(parseArgs(['a.jpg']).confThresh).toBeNull();
    expect(parseArgs(['--conf-thresh', '0.4', 'a.jpg']).confThresh).toBe(0.4);
    expect(() => parseArgs(['--conf-thresh', '1', 'a.jpg'])).toThrow(/between 0 and 1/);
  });
});

describe('measure CLI', () => {
  it('prints one JSON line per image, writes the outputs, reports a bad file and exits non-zero', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'measure-cli-'));
    const [a, b] = await Promise.all([
      createScene({ seed: 61, width: 480, height: 360, markerIds: [8], tiltDeg: 20 }),
      createScene({ seed: 62, width: 400, height: 300, markerIds: [], tiltDeg: 10 }),
    ]);
    writeFileSync(path.join(dir, 'leg.png'), a.png);
    writeFileSync(path.join(dir, 'heel.png'), b.png);
    writeFileSync(path.join(dir, 'broken.jpg'), Buffer.from('this is not a jpeg'));
    const masks = path.join(dir, 'masks');
    const out = path.join(dir, 'out');
    await import('node:fs').then((fs) => fs.mkdirSync(masks));
    writeFileSync(path.join(masks, 'leg.png'), a.maskPng);
    writeFileSync(path.join(masks, 'heel.png'), b.maskPng);

    const run = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'measure',
        '--',
        '--out-dir',
        out,
        '--mask-in',
        masks,
        '--conf-thresh',
        '0.4',
        path.join(dir, 'leg.png'),
        path.join(dir, 'broken.jpg'),
        path.join(dir, 'heel.png'),
      ],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, npm_config_loglevel: 'silent' },
        timeout: 90_000,
      },
    );
    expect(run.status, run.stderr).toBe(1);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    // one JSON line per photo: its figures, or the error that stopped it
    type Line = {
      file: string;
      calibrated: boolean;
      area_cm2: number | null;
      outline_levels: unknown;
      warnings: { code: string }[];
    };
    const [leg, broken, heel] = lines as [Line, Line, Line];
    expect(leg.file).toBe(path.join(dir, 'leg.png'));
    for (const k of [
      'calibrated',
      'pixels_per_cm',
      'area_cm2',
      'length_cm',
      'width_cm',
      'perimeter_cm',
      'tissue',
      'periwound_erythema',
      'diagnosis',
      'infection_signs',
      'warnings',
      'timings_ms',
    ])
      expect(leg).toHaveProperty(k);
    expect(leg.calibrated).toBe(true);
    // a given outline is measured as drawn: no probability level
    expect(leg.outline_levels).toEqual([null]);
    expect(Math.abs(leg.area_cm2! / (a.woundAreaMm2 / 100) - 1)).toBeLessThan(0.015);
    expect(broken).toEqual({
      file: path.join(dir, 'broken.jpg'),
      error: { code: 'UNSUPPORTED_IMAGE', message: expect.any(String) },
    });
    expect(heel.calibrated).toBe(false);
    expect(heel.area_cm2).toBeNull();
    expect(heel.warnings.map((w) => w.code)).toContain('NO_CALIBRATION_MARKER');

    const json = JSON.parse(readFileSync(path.join(out, 'leg.json'), 'utf8'));
    expect(json.area_cm2).toBe(leg.area_cm2);
    const mask = await sharp(path.join(out, 'leg.mask.png')).metadata();
    expect([mask.width, mask.height]).toEqual([480, 360]);
    const annotated = await sharp(path.join(out, 'heel.annotated.png')).metadata();
    expect([annotated.width, annotated.height]).toEqual([400, 300]);
  });
});
