import { describe, expect, it } from 'vitest';
import { availabilityLabel, availabilityTone, canSchedule, severityTone } from './colors.ts';

describe('colour rules (docs/spec-notes.md#colours)', () => {
  it('severity: low green, medium yellow, high red, other grey', () => {
    expect(severityTone('low')).toBe('green');
    expect(severityTone('medium')).toBe('yellow');
    expect(severityTone('high')).toBe('red');
    expect(severityTone('critical')).toBe('grey');
    expect(severityTone(null)).toBe('grey');
  });
  it('availability: labels, tones, and offline blocks scheduling', () => {
    expect(availabilityLabel('available')).toBe('Available Now');
    expect(availabilityLabel('busy')).toBe('Busy');
    expect(availabilityLabel('offline')).toBe('Offline');
    expect(availabilityTone('available')).toBe('green');
    expect(availabilityTone('busy')).toBe('yellow');
    expect(availabilityTone('offline')).toBe('grey');
    expect(canSchedule('available')).toBe(true);
    expect(canSchedule('busy')).toBe(true);
    expect(canSchedule('offline')).toBe(false);
  });
});
