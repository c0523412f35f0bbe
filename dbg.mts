import { createScene } from '@woundcare/wound-vision/test/synthetic-scene';
import { analyzeWound } from '@woundcare/wound-vision/analyze';
import sharp from '@woundcare/wound-vision/sharp';
for (const [seed, w, h, o] of [[51, 480, 360, { markerIds: [2], tiltDeg: 15 }], [21, 1280, 960, { maxTiltDeg: 8, woundRadiusMm: 10 }]] as const) {
  const scene = await createScene({ seed, width: w, height: h, ...o });
  const r = await analyzeWound(scene.png, {});
  const { data, info } = await sharp(r.probability_png!).raw().toBuffer({ resolveWithObject: true });
  let mx = 0, mi = 0, on = 0;
  for (let i = 0; i < data.length; i++) { if (data[i]! > mx) { mx = data[i]!; mi = i; } if (data[i]! > 127) on++; }
  const cx = scene.woundImage.reduce((s, p) => s + p.x, 0) / scene.woundImage.length;
  const cy = scene.woundImage.reduce((s, p) => s + p.y, 0) / scene.woundImage.length;
  console.log(seed, info.width, info.height, info.channels, 'max', mx, 'at', mi % info.width, Math.floor(mi / info.width), 'on', on, 'wound c', cx / w * info.width, cy / h * info.height, 'regions', r.region_count, r.area_px, r.outline);
}
