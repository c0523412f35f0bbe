/** sRGB (8-bit) → CIELAB (D65), the colour space the tissue rule is written in. */

const LINEAR = new Float64Array(256);
for (let v = 0; v < 256; v++) {
  const c = v / 255;
  LINEAR[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const XN = 0.95047;
const YN = 1.0;
const ZN = 1.08883;
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

export interface Lab {
  L: number;
  a: number;
  b: number;
}

export function srgbToLab(r: number, g: number, b: number): Lab {
  const rl = LINEAR[r]!;
  const gl = LINEAR[g]!;
  const bl = LINEAR[b]!;
  const x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / XN;
  const y = (0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl) / YN;
  const z = (0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / ZN;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Hue angle h_ab in degrees, 0–360 (0 = magenta-red, ~40 = red-orange, ~90 = yellow). */
export function hueAngle(lab: Lab): number {
  const h = (Math.atan2(lab.b, lab.a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

export function chroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}

/** CIELAB a* (green–red axis) alone, without allocating: the redness used for erythema. */
export function srgbToA(r: number, g: number, b: number): number {
  const rl = LINEAR[r]!;
  const gl = LINEAR[g]!;
  const bl = LINEAR[b]!;
  const x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / XN;
  const y = 0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl;
  return 500 * (f(x) - f(y));
}

/** CIELAB L* alone. */
export function srgbToL(r: number, g: number, b: number): number {
  const y = 0.2126729 * LINEAR[r]! + 0.7151522 * LINEAR[g]! + 0.072175 * LINEAR[b]!;
  return 116 * f(y) - 16;
}
