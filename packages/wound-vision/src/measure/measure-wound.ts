import { applyHomography } from '../calibrate/homography.ts';
import { pixelsPerCmAt, type MarkerCalibration } from '../calibrate/calibrate-image.ts';
import type { Point, Polygon } from '../image.ts';
import type { Warning } from '../warnings.ts';
import { lengthAndWidth, polygonArea, polygonCentroid, polygonPerimeter, simplifyPolygon } from './polygon.ts';

export interface RegionFigures {
  area_px: number;
  area_cm2: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
}

export interface Measurement {
  region_count: number;
  area_px: number;
  length_px: number;
  width_px: number;
  perimeter_px: number;
  area_cm2: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
  /** length × width, the ruler method (overestimates the traced area by ~41 %, Rogers et al. 2010) */
  lw_estimate_cm2: number | null;
  /** π/4 · length · width, the ellipse method */
  ellipse_estimate_cm2: number | null;
  /** pixels per cm on the skin plane at the wound (null without a sticker) */
  pixels_per_cm: number | null;
  /** the same area measured through each sticker's homography (they should agree) */
  per_marker: { id: number; area_cm2: number; pixels_per_cm: number }[];
  /** (max − min) / mean of the stickers' pixels-per-cm at the wound, in percent; null with < 2 stickers */
  marker_spread_pct: number | null;
  regions: RegionFigures[];
  /** image-space end points of the length and width axes (for the annotation) */
  length_axis: [Point, Point] | null;
  warnings: Warning[];
}

/** Stickers that disagree by more than this (pixels per cm at the wound) trigger a warning. */
export const MARKER_SPREAD_WARN_PCT = 5;

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

function figures(polys: Polygon[], simplified: Polygon[], map: (p: Point) => Point) {
  const warped = polys.map((poly) => poly.map(map));
  const warpedSimple = simplified.map((poly) => poly.map(map));
  const areas = warped.map(polygonArea);
  const perims = warpedSimple.map(polygonPerimeter);
  const all = warped.flat();
  const ext = lengthAndWidth(all);
  const perRegion = warped.map((w) => lengthAndWidth(w));
  return {
    area: areas.reduce((s, a) => s + a, 0),
    areas,
    perimeter: perims.reduce((s, a) => s + a, 0),
    perims,
    length: ext.length,
    width: ext.width,
    ext,
    perRegion,
  };
}

/**
 * Measure the outline on the skin plane. Each sticker's homography maps the outline into
 * millimetres (a polygon stays a polygon under a homography, so the area is exact for the
 * outline); with several stickers each gives its own figures and they are averaged, weighted by
 * the sticker's size in the photo. Length = longest diameter, width = greatest extent
 * perpendicular to it, both over all regions together; perimeter and area are summed.
 * `traceScale` is the outline's pixel step, used to take the staircase out of the perimeter.
 */
export function measureWound(polygons: Polygon[], markers: MarkerCalibration[], traceScale = 1): Measurement {
  const warnings: Warning[] = [];
  const simplified = polygons.map((p) => simplifyPolygon(p, 0.6 * traceScale));
  const px = figures(polygons, simplified, (p) => p);
  const base = {
    region_count: polygons.length,
    area_px: Math.round(px.area),
    length_px: round(px.length, 1),
    width_px: round(px.width, 1),
    perimeter_px: round(px.perimeter, 1),
    length_axis: polygons.length ? px.ext.lengthEnds : null,
  };
  if (!markers.length) {
    return {
      ...base,
      area_cm2: null,
      length_cm: null,
      width_cm: null,
      perimeter_cm: null,
      lw_estimate_cm2: null,
      ellipse_estimate_cm2: null,
      pixels_per_cm: null,
      per_marker: [],
      marker_spread_pct: null,
      regions: px.areas.map((a) => ({
        area_px: Math.round(a),
        area_cm2: null,
        length_cm: null,
        width_cm: null,
        perimeter_cm: null,
      })),
      warnings,
    };
  }
  const centre = polygons.length
    ? polygonCentroid(polygons.reduce((a, b) => (polygonArea(b) > polygonArea(a) ? b : a)))
    : null;
  const perMarker = markers.map((m) => {
    const f = figures(polygons, simplified, (p) => applyHomography(m.imageToPlane, p));
    const ppcm = centre ? pixelsPerCmAt(m.imageToPlane, centre) : m.pixelsPerCm;
    const side = Math.hypot(m.corners[1]!.x - m.corners[0]!.x, m.corners[1]!.y - m.corners[0]!.y);
    return { m, f, ppcm, weight: side * side };
  });
  const wsum = perMarker.reduce((s, r) => s + r.weight, 0);
  const avg = (get: (r: (typeof perMarker)[number]) => number) =>
    perMarker.reduce((s, r) => s + get(r) * r.weight, 0) / wsum;
  const areaMm2 = avg((r) => r.f.area);
  const lengthMm = avg((r) => r.f.length);
  const widthMm = avg((r) => r.f.width);
  const perimMm = avg((r) => r.f.perimeter);
  const ppcms = perMarker.map((r) => r.ppcm);
  const spread =
    ppcms.length > 1
      ? ((Math.max(...ppcms) - Math.min(...ppcms)) / (ppcms.reduce((s, v) => s + v, 0) / ppcms.length)) * 100
      : null;
  if (spread !== null && spread > MARKER_SPREAD_WARN_PCT) {
    warnings.push({
      code: 'MARKERS_INCONSISTENT',
      message: `The ${ppcms.length} stickers disagree on the scale at the wound by ${spread.toFixed(1)} %; they may not lie flat in the wound's plane. Sizes are their weighted average.`,
    });
  }
  const pixelsPerCm = px.area > 0 && areaMm2 > 0 ? Math.sqrt(px.area / (areaMm2 / 100)) : avg((r) => r.ppcm);
  const lengthCm = lengthMm / 10;
  const widthCm = widthMm / 10;
  return {
    ...base,
    area_cm2: round(areaMm2 / 100, 3),
    length_cm: round(lengthCm, 2),
    width_cm: round(widthCm, 2),
    perimeter_cm: round(perimMm / 10, 2),
    lw_estimate_cm2: round(lengthCm * widthCm, 3),
    ellipse_estimate_cm2: round((Math.PI / 4) * lengthCm * widthCm, 3),
    pixels_per_cm: round(pixelsPerCm, 2),
    per_marker: perMarker.map((r) => ({
      id: r.m.id,
      area_cm2: round(r.f.area / 100, 3),
      pixels_per_cm: round(r.ppcm, 2),
    })),
    marker_spread_pct: spread === null ? null : round(spread, 2),
    regions: px.areas.map((a, i) => ({
      area_px: Math.round(a),
      area_cm2: round(avg((r) => r.f.areas[i]!) / 100, 3),
      length_cm: round(avg((r) => r.f.perRegion[i]!.length) / 10, 2),
      width_cm: round(avg((r) => r.f.perRegion[i]!.width) / 10, 2),
      perimeter_cm: round(avg((r) => r.f.perims[i]!) / 10, 2),
    })),
    warnings,
  };
}
