import type { VbcMeasurement } from '@woundcare/api-types';

/** A calibrated 2.5 × 1.6 cm measurement (L × W 4.0 → PUSH area 6) with slough present. */
export const measured = (over: Partial<VbcMeasurement> = {}): VbcMeasurement => ({
  calibrated: true,
  area_cm2: 3.1,
  length_cm: 2.5,
  width_cm: 1.6, // L × W = 4.0 → PUSH 6
  area_px: 52_000,
  tissue: { granulation: 70, slough: 20, necrotic: 0, epithelial: 10 },
  diagnosis: 'not_infected',
  warnings: [],
  ...over,
});
