// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderIllustrations } from './static-illustrations.tsx';

describe('static illustrations', () => {
  it('the committed SVG files match their components (run scripts/render-illustrations.tsx after a change)', () => {
    const files = renderIllustrations();
    expect(Object.keys(files).sort()).toEqual([
      'hero.svg',
      'step-analyze.svg',
      'step-capture.svg',
      'step-coordinate.svg',
      'step-recommend.svg',
    ]);
    for (const [name, svg] of Object.entries(files)) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name).toBe(true);
      expect(
        readFileSync(path.resolve(import.meta.dirname, '../../../../../public/illustrations', name), 'utf8'),
        name,
      ).toBe(svg);
    }
  });
});
