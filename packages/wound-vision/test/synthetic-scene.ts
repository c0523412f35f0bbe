/**
 * Synthetic wound photos with known ground truth, for tests, eval:calibration and the bench.
 *
 * A flat patch of skin (the plane, in millimetres) carries one or more printed calibration
 * stickers — real DICT_4X4_50 bit patterns from OpenCV, 20.0 mm black square, 5 mm white
 * margin — and a wound: a star-shaped polygon of known area in mm², painted with tissue colours,
 * optionally with a reddened periwound ring. A pinhole camera looks at the plane from a random
 * direction up to `maxTiltDeg` off the normal, rolled about its axis, so the plane → image map
 * is a true perspective homography. Lighting: a colour cast, an exposure change and a brightness
 * gradient; then a little blur and sensor noise. Rendering supersamples every pixel.
 */
import sharp from '../src/sharp.ts';
import { applyHomography, invertHomography, type Homography } from '../src/calibrate/homography.ts';
import { MARKER_MM, STICKER_MARGIN_MM } from '../src/calibrate/sticker.ts';
import { markerBits } from '../src/cv/load-opencv.ts';
import type { Point, RgbImage } from '../src/image.ts';
import { rasterizePolygons } from '../src/segment/mask-ops.ts';
import { lengthAndWidth, polygonArea } from '../src/measure/polygon.ts';

export type Rgb = [number, number, number];

/** Tissue colours as they would look under neutral light with the sticker white at ~235. */
export const TISSUE_COLOURS = {
  granulation: [178, 42, 48] as Rgb,
  slough: [222, 196, 112] as Rgb,
  necrotic: [48, 36, 30] as Rgb,
  epithelial: [236, 172, 168] as Rgb,
  skin: [212, 168, 146] as Rgb,
  erythema: [214, 120, 110] as Rgb,
};

export interface SceneOptions {
  seed?: number;
  width?: number;
  height?: number;
  /** sticker ids; [] for a photo without a sticker (default: one random id) */
  markerIds?: number[];
  /** upper bound for a random tilt (default 30°) */
  maxTiltDeg?: number;
  /** exact tilt of the camera from the plane normal, degrees (overrides the random one) */
  tiltDeg?: number;
  /** roll of the camera about its axis, degrees (default random 0–360) */
  rollDeg?: number;
  /** wound radius scale in mm (default 12–20 mm, random) */
  woundRadiusMm?: number;
  /** no wound at all */
  noWound?: boolean;
  /** tissue shares by angle sector, in order granulation, slough, necrotic, epithelial (sum 1) */
  tissue?: [number, number, number, number];
  /** redden the skin within 10 mm of the wound */
  periwoundErythema?: boolean;
  /** per-channel gain (colour cast) and exposure; default random */
  cast?: Rgb;
  exposure?: number;
  /** relative brightness change across the image (default random 0–0.25) */
  gradient?: number;
  /** Gaussian blur sigma in px (default 0.6) and noise amplitude in 8-bit levels (default 3) */
  blur?: number;
  noise?: number;
  /** samples per pixel along each axis (default 2) */
  supersample?: number;
  /** plane pixels per mm at the scene centre (default: the scene fills ~80 % of the width) */
  pxPerMm?: number;
  /**
   * A real wound photo laid flat on the skin plane instead of the painted star: its pixels are
   * the plane's colours (feathered into plain skin at its border), its mask is the wound, and
   * `mmPerPx` its physical scale. The wound's centre is the plane's origin. `surround: 'mirror'`
   * continues the photo past its border by reflection instead (no plain skin anywhere: training
   * crops then carry no "plain skin is never a wound" shortcut); the label marks every copy, while
   * `woundAreaMm2`, `woundLengthMm` and `woundWidthMm` stay those of the wound itself.
   */
  woundPhoto?: { image: RgbImage; mask: Uint8Array; mmPerPx: number; surround?: 'skin' | 'mirror' };
  /** the scene's extent across the photo's shorter side in mm (wider framing = smaller wound); default: fit the wound and stickers */
  framingMm?: number;
}

export interface SceneMarker {
  id: number;
  /** centre of the black square on the plane, mm, and its rotation on the plane */
  centreMm: Point;
  rotationDeg: number;
  /** black-square corners in marker order (TL, TR, BR, BL of the printed pattern), image coordinates */
  cornersImage: Point[];
}

export interface Scene {
  image: RgbImage;
  /** lossless PNG of the photo */
  png: Buffer;
  width: number;
  height: number;
  /** plane (mm) → image (px) */
  planeToImage: Homography;
  imageToPlane: Homography;
  tiltDeg: number;
  rollDeg: number;
  markers: SceneMarker[];
  /** the wound outline on the plane (mm) and in the image (px) */
  woundMm: Point[];
  woundImage: Point[];
  woundAreaMm2: number;
  woundLengthMm: number;
  woundWidthMm: number;
  /** the wound polygon rasterised at the photo's size (0/255 PNG) */
  maskPng: Buffer;
  /** shares (percent) of the wound by tissue as painted on the plane */
  tissuePct: { granulation: number; slough: number; necrotic: number; epithelial: number };
}

/** `t` folded into [lo, hi] by reflection at the ends (period 2 (hi − lo)). */
function reflect(t: number, lo: number, hi: number): number {
  const span = hi - lo;
  if (span <= 0) return lo;
  let r = (t - lo) % (2 * span);
  if (r < 0) r += 2 * span;
  return lo + (r <= span ? r : 2 * span - r);
}

/** mulberry32 */
export function createRng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Vec3 = [number, number, number];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Pinhole camera looking at plane point `centre` (z = 0 plane) from `distance` mm, tilted by
 * `tiltDeg` from the normal towards azimuth `azimuthDeg`, rolled by `rollDeg`. Returns the
 * plane (mm) → image (px, continuous) homography K·[r1 r2 t].
 */
export function cameraHomography(o: {
  width: number;
  height: number;
  focalPx: number;
  distanceMm: number;
  tiltDeg: number;
  azimuthDeg: number;
  rollDeg: number;
  centre: Point;
}): Homography {
  const t = (o.tiltDeg * Math.PI) / 180;
  const az = (o.azimuthDeg * Math.PI) / 180;
  const C: Vec3 = [o.centre.x, o.centre.y, 0];
  // the plane's frame is image-like (x right, y down), so the camera sits on its −z side
  const P: Vec3 = [
    C[0] + o.distanceMm * Math.sin(t) * Math.cos(az),
    C[1] + o.distanceMm * Math.sin(t) * Math.sin(az),
    -o.distanceMm * Math.cos(t),
  ];
  const fwd = norm(sub(C, P));
  // a reference "down" direction on the plane, made orthogonal to the viewing direction
  const ref: Vec3 = Math.abs(fwd[1]) < 0.99 ? [0, 1, 0] : [1, 0, 0];
  const down0 = norm(sub(ref, [fwd[0] * dot(ref, fwd), fwd[1] * dot(ref, fwd), fwd[2] * dot(ref, fwd)]));
  const right0 = cross(down0, fwd);
  const r = (o.rollDeg * Math.PI) / 180;
  const right: Vec3 = [
    right0[0] * Math.cos(r) + down0[0] * Math.sin(r),
    right0[1] * Math.cos(r) + down0[1] * Math.sin(r),
    right0[2] * Math.cos(r) + down0[2] * Math.sin(r),
  ];
  const down = cross(fwd, right);
  // rows of R: right, down, forward (OpenCV camera frame)
  const R = [right, down, fwd];
  const tvec = R.map((row) => -dot(row, P)) as Vec3;
  const f = o.focalPx;
  const cx = o.width / 2;
  const cy = o.height / 2;
  // H = K [r1 r2 t], r1/r2 = first two columns of R
  const r1: Vec3 = [R[0]![0], R[1]![0], R[2]![0]];
  const r2: Vec3 = [R[0]![1], R[1]![1], R[2]![1]];
  const h = [
    f * r1[0] + cx * r1[2],
    f * r2[0] + cx * r2[2],
    f * tvec[0] + cx * tvec[2],
    f * r1[1] + cy * r1[2],
    f * r2[1] + cy * r2[2],
    f * tvec[1] + cy * tvec[2],
    r1[2],
    r2[2],
    tvec[2],
  ];
  return h.map((v) => v / h[8]!);
}

interface StickerOnPlane {
  id: number;
  bits: number[][];
  cx: number;
  cy: number;
  cos: number;
  sin: number;
}

/** Wound: star polygon r(θ) around the origin with K vertices. */
function makeWound(rng: () => number, radius: number, k = 48): Point[] {
  const harmonics = [2, 3, 5].map((j) => ({ j, a: (0.06 + 0.1 * rng()) / (j / 2), ph: rng() * 2 * Math.PI }));
  const ellip = 0.25 + 0.35 * rng();
  const rot = rng() * Math.PI;
  const pts: Point[] = [];
  for (let i = 0; i < k; i++) {
    const th = (2 * Math.PI * i) / k;
    let r = radius * (1 + harmonics.reduce((s, h) => s + h.a * Math.sin(h.j * th + h.ph), 0));
    // elongate: an ellipse of semi-axes (1 + e) and 1 / (1 + e), same area as the circle
    r /= Math.sqrt((Math.cos(th - rot) / (1 + ellip)) ** 2 + (Math.sin(th - rot) * (1 + ellip)) ** 2);
    pts.push({ x: r * Math.cos(th), y: r * Math.sin(th) });
  }
  return pts;
}

export async function createScene(opts: SceneOptions = {}): Promise<Scene> {
  const rng = createRng(opts.seed ?? 1);
  const width = opts.width ?? 1024;
  const height = opts.height ?? 768;
  const ids = opts.markerIds ?? [Math.floor(rng() * 50)];
  const tiltDeg = opts.tiltDeg ?? rng() * (opts.maxTiltDeg ?? 30);
  const rollDeg = opts.rollDeg ?? rng() * 360;
  const azimuthDeg = rng() * 360;
  const wp = opts.woundPhoto;
  let photoWound: {
    cx: number;
    cy: number;
    areaMm2: number;
    skin: Rgb;
    pts: Point[];
    box: { x0: number; y0: number; x1: number; y1: number };
  } | null = null;
  if (wp) {
    // the photo's content box: FUSeg pads its photos with black bars
    const W = wp.image.width;
    const H = wp.image.height;
    const rowMean = (j: number) => {
      let t = 0;
      for (let i = 0; i < W * 3; i++) t += wp.image.data[j * W * 3 + i]!;
      return t / (W * 3);
    };
    const colMean = (i: number) => {
      let t = 0;
      for (let j = 0; j < H; j++) for (let c = 0; c < 3; c++) t += wp.image.data[(j * W + i) * 3 + c]!;
      return t / (H * 3);
    };
    let by0 = 0;
    let by1 = H;
    let bx0 = 0;
    let bx1 = W;
    while (by0 < H - 1 && rowMean(by0) < 12) by0++;
    while (by1 > by0 + 1 && rowMean(by1 - 1) < 12) by1--;
    while (bx0 < W - 1 && colMean(bx0) < 12) bx0++;
    while (bx1 > bx0 + 1 && colMean(bx1 - 1) < 12) bx1--;
    let n = 0;
    let sx = 0;
    let sy = 0;
    const skinAcc: number[][] = [[], [], []];
    const pts: Point[] = [];
    for (let j = 0; j < wp.image.height; j++)
      for (let i = 0; i < wp.image.width; i++) {
        const k = j * wp.image.width + i;
        if (wp.mask[k]) {
          n++;
          sx += i + 0.5;
          sy += j + 0.5;
          pts.push({ x: i + 0.5, y: j + 0.5 });
        } else if ((i + j) % 7 === 0) {
          const p = k * 3;
          if (wp.image.data[p]! + wp.image.data[p + 1]! + wp.image.data[p + 2]! > 120)
            for (let c = 0; c < 3; c++) skinAcc[c]!.push(wp.image.data[p + c]!);
        }
      }
    const med = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1] ?? 180;
    const cx = n ? sx / n : wp.image.width / 2;
    const cy = n ? sy / n : wp.image.height / 2;
    photoWound = {
      box: { x0: bx0, y0: by0, x1: bx1, y1: by1 },
      cx,
      cy,
      areaMm2: n * wp.mmPerPx ** 2,
      skin: [med(skinAcc[0]!), med(skinAcc[1]!), med(skinAcc[2]!)],
      pts: pts.map((p) => ({ x: (p.x - cx) * wp.mmPerPx, y: (p.y - cy) * wp.mmPerPx })),
    };
  }
  const radius = photoWound
    ? Math.max(4, ...photoWound.pts.map((p) => Math.hypot(p.x, p.y)))
    : (opts.woundRadiusMm ?? 12 + 8 * rng());
  const wound = opts.noWound || photoWound ? [] : makeWound(rng, radius);
  const tissue = opts.tissue ?? [0.6, 0.25, 0.1, 0.05];

  // stickers around the wound, each rotated on the plane
  const stickers: StickerOnPlane[] = [];
  const stickerDist = radius * 1.3 + 22;
  for (let i = 0; i < ids.length; i++) {
    const ang = (i * 2 * Math.PI) / Math.max(1, ids.length) + rng() * 0.5;
    const rot = rng() * 2 * Math.PI;
    stickers.push({
      id: ids[i]!,
      bits: await markerBits(ids[i]!),
      cx: stickerDist * Math.cos(ang),
      cy: stickerDist * Math.sin(ang),
      cos: Math.cos(rot),
      sin: Math.sin(rot),
    });
  }
  // frame everything: the wound with 20 mm of skin around it, and the stickers with their margins
  const half = (MARKER_MM / 2 + STICKER_MARGIN_MM) * Math.SQRT2;
  const boxes = [
    { x0: -radius * 1.6 - 20, x1: radius * 1.6 + 20, y0: -radius * 1.6 - 20, y1: radius * 1.6 + 20 },
    ...stickers.map((s) => ({ x0: s.cx - half, x1: s.cx + half, y0: s.cy - half, y1: s.cy + half })),
  ];
  const bx0 = Math.min(...boxes.map((b) => b.x0));
  const bx1 = Math.max(...boxes.map((b) => b.x1));
  const by0 = Math.min(...boxes.map((b) => b.y0));
  const by1 = Math.max(...boxes.map((b) => b.y1));
  const extent = Math.max(bx1 - bx0, by1 - by0, opts.framingMm ?? 0);
  const pxPerMm = opts.pxPerMm ?? (0.9 * Math.min(width, height)) / extent;
  const focalPx = 1.1 * Math.max(width, height);
  const planeToImage = cameraHomography({
    width,
    height,
    focalPx,
    distanceMm: focalPx / pxPerMm,
    tiltDeg,
    azimuthDeg,
    rollDeg,
    centre: { x: (bx0 + bx1) / 2, y: (by0 + by1) / 2 },
  });
  const imageToPlane = invertHomography(planeToImage);

  // the colour of the plane at (x, y) mm, under neutral light
  const skinWaves = [0, 1, 2].map(() => ({ fx: 0.05 + 0.1 * rng(), fy: 0.05 + 0.1 * rng(), ph: rng() * 6.28 }));
  const woundK = wound.length;
  const cellMm = MARKER_MM / 6;
  const out: Rgb = [0, 0, 0];
  const sectorEdges = [tissue[0], tissue[0] + tissue[1], tissue[0] + tissue[1] + tissue[2]];
  function colourAt(x: number, y: number): Rgb {
    for (const s of stickers) {
      const dx = x - s.cx;
      const dy = y - s.cy;
      const u = dx * s.cos + dy * s.sin + MARKER_MM / 2;
      const v = -dx * s.sin + dy * s.cos + MARKER_MM / 2;
      if (
        u >= -STICKER_MARGIN_MM &&
        u < MARKER_MM + STICKER_MARGIN_MM &&
        v >= -STICKER_MARGIN_MM &&
        v < MARKER_MM + STICKER_MARGIN_MM
      ) {
        if (u >= 0 && u < MARKER_MM && v >= 0 && v < MARKER_MM) {
          const cu = Math.floor(u / cellMm);
          const cv = Math.floor(v / cellMm);
          const white = cu >= 1 && cu <= 4 && cv >= 1 && cv <= 4 && s.bits[cv - 1]![cu - 1] === 1;
          const g = white ? 235 : 22;
          out[0] = g;
          out[1] = g;
          out[2] = g;
        } else {
          out[0] = 235;
          out[1] = 235;
          out[2] = 235;
        }
        return out;
      }
    }
    let base = TISSUE_COLOURS.skin;
    if (wp && photoWound) {
      // the photo, bilinear, feathered into its median skin colour over its outer 12 %
      let u = x / wp.mmPerPx + photoWound.cx - 0.5;
      let v = y / wp.mmPerPx + photoWound.cy - 0.5;
      const W = wp.image.width;
      const H = wp.image.height;
      const sk = photoWound.skin;
      const bb = photoWound.box;
      const feather = 0.15 * Math.min(bb.x1 - bb.x0, bb.y1 - bb.y0);
      const mirror = wp.surround === 'mirror';
      if (mirror) {
        u = reflect(u, bb.x0, bb.x1 - 1);
        v = reflect(v, bb.y0, bb.y1 - 1);
      }
      const d = mirror ? Infinity : Math.min(u + 0.5 - bb.x0, v + 0.5 - bb.y0, bb.x1 - 0.5 - u, bb.y1 - 0.5 - v);
      if (d <= 0) {
        out[0] = sk[0];
        out[1] = sk[1];
        out[2] = sk[2];
        return out;
      }
      const x0 = Math.max(0, Math.min(W - 2, Math.floor(u)));
      const y0 = Math.max(0, Math.min(H - 2, Math.floor(v)));
      const ax = Math.max(0, Math.min(1, u - x0));
      const ay = Math.max(0, Math.min(1, v - y0));
      const wgt = Math.min(1, d / feather);
      const img = wp.image.data;
      for (let c = 0; c < 3; c++) {
        const p00 = img[(y0 * W + x0) * 3 + c]!;
        const p10 = img[(y0 * W + x0 + 1) * 3 + c]!;
        const p01 = img[((y0 + 1) * W + x0) * 3 + c]!;
        const p11 = img[((y0 + 1) * W + x0 + 1) * 3 + c]!;
        const val = (p00 * (1 - ax) + p10 * ax) * (1 - ay) + (p01 * (1 - ax) + p11 * ax) * ay;
        out[c] = wgt * val + (1 - wgt) * sk[c]!;
      }
      return out;
    }
    if (woundK) {
      const r = Math.hypot(x, y);
      let th = Math.atan2(y, x);
      if (th < 0) th += 2 * Math.PI;
      const fk = (th / (2 * Math.PI)) * woundK;
      const k0 = Math.floor(fk) % woundK;
      const a = wound[k0]!;
      const b = wound[(k0 + 1) % woundK]!;
      // edge line a→b: the point is inside when on the origin's side
      const side = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
      const inside = side >= 0;
      if (inside) {
        const frac = th / (2 * Math.PI);
        const t =
          frac < sectorEdges[0]!
            ? TISSUE_COLOURS.granulation
            : frac < sectorEdges[1]!
              ? TISSUE_COLOURS.slough
              : frac < sectorEdges[2]!
                ? TISSUE_COLOURS.necrotic
                : TISSUE_COLOURS.epithelial;
        out[0] = t[0];
        out[1] = t[1];
        out[2] = t[2];
        return out;
      }
      if (opts.periwoundErythema) {
        const edgeR = Math.hypot(a.x + (b.x - a.x) * (fk - Math.floor(fk)), a.y + (b.y - a.y) * (fk - Math.floor(fk)));
        const d = r - edgeR;
        if (d < 10) {
          const w = d < 6 ? 1 : (10 - d) / 4;
          const e = TISSUE_COLOURS.erythema;
          const s = TISSUE_COLOURS.skin;
          base = [s[0] + (e[0] - s[0]) * w, s[1] + (e[1] - s[1]) * w, s[2] + (e[2] - s[2]) * w];
        }
      }
    }
    let m = 1;
    for (const wv of skinWaves) m += 0.025 * Math.sin(wv.fx * x + wv.fy * y + wv.ph);
    out[0] = base[0] * m;
    out[1] = base[1] * m;
    out[2] = base[2] * m;
    return out;
  }

  // lighting
  const cast: Rgb = opts.cast ?? [0.9 + 0.25 * rng(), 0.92 + 0.12 * rng(), 0.72 + 0.3 * rng()];
  const exposure = opts.exposure ?? 0.75 + 0.35 * rng();
  const gradient = opts.gradient ?? 0.25 * rng();
  const gdir = rng() * 2 * Math.PI;
  const gx = Math.cos(gdir);
  const gy = Math.sin(gdir);
  const ss = Math.max(1, Math.floor(opts.supersample ?? 2));
  const noise = opts.noise ?? 3;
  const h = imageToPlane;
  const data = new Uint8Array(width * height * 3);
  let acc0 = 0;
  let acc1 = 0;
  let acc2 = 0;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      acc0 = acc1 = acc2 = 0;
      for (let sy = 0; sy < ss; sy++) {
        const y = j + (sy + 0.5) / ss;
        for (let sx = 0; sx < ss; sx++) {
          const x = i + (sx + 0.5) / ss;
          const w = h[6]! * x + h[7]! * y + h[8]!;
          const c = colourAt((h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w);
          acc0 += c[0];
          acc1 += c[1];
          acc2 += c[2];
        }
      }
      const n = ss * ss;
      const light = exposure * (1 + gradient * (((i / width - 0.5) * gx + (j / height - 0.5) * gy) * 2));
      const p = (j * width + i) * 3;
      const nz = noise ? (rng() - 0.5) * 2 * noise : 0;
      data[p] = Math.max(0, Math.min(255, Math.round((acc0 / n) * light * cast[0] + nz)));
      data[p + 1] = Math.max(0, Math.min(255, Math.round((acc1 / n) * light * cast[1] + nz)));
      data[p + 2] = Math.max(0, Math.min(255, Math.round((acc2 / n) * light * cast[2] + nz)));
    }
  }
  const blur = opts.blur ?? 0.6;
  let image: RgbImage = { width, height, data };
  if (blur >= 0.3) {
    const b = await sharp(data, { raw: { width, height, channels: 3 } })
      .blur(blur)
      .raw()
      .toBuffer();
    image = { width, height, data: new Uint8Array(b.buffer, b.byteOffset, b.length) };
  }
  const png = await sharp(image.data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

  const woundImage = wound.map((p) => applyHomography(planeToImage, p));
  const maskData = rasterizePolygons(woundImage.length ? [woundImage] : [], width, height, 255);
  if (wp && photoWound) {
    // the photo's mask seen through the camera, sampled at pixel centres (nearest)
    for (let j = 0; j < height; j++)
      for (let i = 0; i < width; i++) {
        const q = applyHomography(imageToPlane, { x: i + 0.5, y: j + 0.5 });
        let u = Math.floor(q.x / wp.mmPerPx + photoWound.cx);
        let v = Math.floor(q.y / wp.mmPerPx + photoWound.cy);
        if (wp.surround === 'mirror') {
          // the reflected copies are wounds too, except where a sticker covers them
          const hs = MARKER_MM / 2 + STICKER_MARGIN_MM;
          if (
            stickers.some(
              (s) =>
                Math.abs((q.x - s.cx) * s.cos + (q.y - s.cy) * s.sin) <= hs &&
                Math.abs(-(q.x - s.cx) * s.sin + (q.y - s.cy) * s.cos) <= hs,
            )
          )
            continue;
          const b = photoWound.box;
          u = Math.floor(reflect(q.x / wp.mmPerPx + photoWound.cx - 0.5, b.x0, b.x1 - 1) + 0.5);
          v = Math.floor(reflect(q.y / wp.mmPerPx + photoWound.cy - 0.5, b.y0, b.y1 - 1) + 0.5);
        }
        if (u >= 0 && v >= 0 && u < wp.image.width && v < wp.image.height && wp.mask[v * wp.image.width + u])
          maskData[j * width + i] = 255;
      }
  }
  const maskPng = await sharp(maskData, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  const ext = lengthAndWidth(wound);
  const markers: SceneMarker[] = stickers.map((s) => {
    const corner = (u: number, v: number) => {
      const du = u - MARKER_MM / 2;
      const dv = v - MARKER_MM / 2;
      return applyHomography(planeToImage, { x: s.cx + du * s.cos - dv * s.sin, y: s.cy + du * s.sin + dv * s.cos });
    };
    return {
      id: s.id,
      centreMm: { x: s.cx, y: s.cy },
      rotationDeg: (Math.atan2(s.sin, s.cos) * 180) / Math.PI,
      cornersImage: [corner(0, 0), corner(MARKER_MM, 0), corner(MARKER_MM, MARKER_MM), corner(0, MARKER_MM)],
    };
  });
  // painted shares by area: integrate ½ r(θ)² dθ per angular sector
  const sectorArea = [0, 0, 0, 0];
  if (wound.length) {
    const steps = 7200;
    for (let q = 0; q < steps; q++) {
      const frac = (q + 0.5) / steps;
      const th = frac * 2 * Math.PI;
      const fk = frac * wound.length;
      const a = wound[Math.floor(fk) % wound.length]!;
      const b = wound[(Math.floor(fk) + 1) % wound.length]!;
      // ray from the origin at angle th meets edge a→b at distance r
      const dx = Math.cos(th);
      const dy = Math.sin(th);
      const ex = b.x - a.x;
      const ey = b.y - a.y;
      const r = (a.x * ey - a.y * ex) / (dx * ey - dy * ex);
      const idx = frac < sectorEdges[0]! ? 0 : frac < sectorEdges[1]! ? 1 : frac < sectorEdges[2]! ? 2 : 3;
      sectorArea[idx]! += 0.5 * r * r * ((2 * Math.PI) / steps);
    }
  }
  const areaSum = sectorArea.reduce((x, y) => x + y, 0) || 1;
  const pct = (i: number) => Math.round((sectorArea[i]! / areaSum) * 1000) / 10;
  return {
    image,
    png,
    width,
    height,
    planeToImage,
    imageToPlane,
    tiltDeg,
    rollDeg,
    markers,
    woundMm: wound,
    woundImage,
    woundAreaMm2: photoWound ? photoWound.areaMm2 : wound.length ? polygonArea(wound) : 0,
    woundLengthMm: photoWound ? lengthAndWidth(photoWound.pts).length : ext.length,
    woundWidthMm: photoWound ? lengthAndWidth(photoWound.pts).width : ext.width,
    maskPng,
    tissuePct: { granulation: pct(0), slough: pct(1), necrotic: pct(2), epithelial: pct(3) },
  };
}

/** Encode a scene's photo as JPEG (for benches and EXIF tests). */
export function sceneJpeg(scene: Scene, quality = 90): Promise<Buffer> {
  return sharp(scene.image.data, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
