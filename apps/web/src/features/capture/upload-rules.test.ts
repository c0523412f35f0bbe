import { describe, expect, it } from 'vitest';
import { canStartAnalysis, isBelowMinimumSize } from './upload-rules.ts';

const file = new File([new Uint8Array([1])], 'w.jpg', { type: 'image/jpeg' });

describe('upload rules', () => {
  it('needs a non-blank name and a file', () => {
    expect(canStartAnalysis('Ada', file)).toBe(true);
    expect(canStartAnalysis('   ', file)).toBe(false);
    expect(canStartAnalysis('', file)).toBe(false);
    expect(canStartAnalysis('Ada', null)).toBe(false);
  });
  it('flags photos under 1024×768 in either orientation', () => {
    expect(isBelowMinimumSize(1024, 768)).toBe(false);
    expect(isBelowMinimumSize(768, 1024)).toBe(false);
    expect(isBelowMinimumSize(4000, 3000)).toBe(false);
    expect(isBelowMinimumSize(1023, 768)).toBe(true);
    expect(isBelowMinimumSize(1024, 767)).toBe(true);
    expect(isBelowMinimumSize(640, 480)).toBe(true);
  });
});
