/**
 * Command-line options shared by the evaluation scripts: the model file and the inference levers.
 *
 *   --model FILE[,FILE]  evaluate this ONNX file, or an ensemble of several (sets WOUND_VISION_MODEL;
 *                        default: model/preprocess.json's `models`, else model/wound-seg.onnx)
 *   --min-region-cm2 X   calibrated photos: specks are regions below X cm² (0 = the photo share)
 *   --members N          ensemble members run in each pass (default all)
 *   --view-members rotate  one member per test-time view (view v: member v mod n) instead of all on each
 *   --levers engine|none (default engine: the levers analyzeWound runs with), then overrides:
 *   --flips / --no-flips, --scales 384,512, --coarse-scales 384, --fine-scales 0.875,1,1.15, --fine-views 1|2|4|8,
 *   --strong P (hysteresis: keep regions whose probability reaches P), --refine / --no-refine, --px-per-cm X (0 = off),
 *   --coarse-flips / --no-coarse-flips, --context K, --max-tile N, --fine-weight W, --min-region-share S,
 *   --sticker-search / --no-sticker-search, --white-balance chroma|full|off,
 *   --mass-level calibrated|always|off (outline level by probability mass; engine: calibrated),
 *   --stray off | on | GAP,PROB,SHARE (the stray-region rule: off, STRAY_RULE, or its minGap, maxMeanProb, maxAreaShare; engine: off)
 */
import path from 'node:path';
import { ENGINE_INFERENCE } from '../src/analyze.ts';
import { DEFAULT_INFERENCE, type InferenceOptions } from '../src/segment/infer.ts';
import { STRAY_RULE } from '../src/segment/stray-regions.ts';

export function parseArgs(args: string[]) {
  const opt = (n: string) => {
    const i = args.indexOf(n);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const has = (n: string) => args.includes(n);
  const model = opt('--model');
  if (model)
    process.env.WOUND_VISION_MODEL = model
      .split(',')
      .map((f) => path.resolve(f))
      .join(',');
  const base = opt('--levers') === 'none' ? DEFAULT_INFERENCE : ENGINE_INFERENCE;
  const inf: InferenceOptions = { ...base, scales: [...base.scales] };
  if (has('--flips')) inf.flips = true;
  if (has('--no-flips')) inf.flips = false;
  if (opt('--scales')) inf.scales = opt('--scales')!.split(',').map(Number);
  if (opt('--coarse-scales')) inf.coarseScales = opt('--coarse-scales')!.split(',').map(Number);
  if (opt('--fine-scales')) inf.fineScales = opt('--fine-scales')!.split(',').map(Number);
  if (opt('--fine-views')) inf.fineViews = Number(opt('--fine-views'));
  if (opt('--strong')) inf.strongProb = Number(opt('--strong'));
  if (has('--refine')) inf.refine = true;
  if (has('--no-refine')) inf.refine = false;
  if (opt('--px-per-cm') !== undefined) inf.pxPerCm = Number(opt('--px-per-cm')) || null;
  if (opt('--context')) inf.context = Number(opt('--context'));
  if (opt('--max-tile')) inf.maxTile = Number(opt('--max-tile'));
  if (opt('--fine-weight')) inf.fineWeight = Number(opt('--fine-weight'));
  if (has('--coarse-flips')) inf.coarseFlips = true;
  if (has('--no-coarse-flips')) inf.coarseFlips = false;
  if (opt('--min-region-share')) inf.minRegionShare = Number(opt('--min-region-share'));
  if (opt('--min-region-cm2') !== undefined) inf.minRegionCm2 = Number(opt('--min-region-cm2')) || null;
  if (opt('--members')) inf.members = Number(opt('--members'));
  const vm = opt('--view-members');
  if (vm) inf.viewMembers = vm === 'rotate' ? 'rotate' : 'all';
  if (has('--sticker-search')) inf.stickerSearch = true;
  if (has('--no-sticker-search')) inf.stickerSearch = false;
  const ml = opt('--mass-level');
  if (ml) inf.massLevel = ml === 'calibrated' || ml === 'always' ? ml : undefined;
  const stray = opt('--stray');
  if (stray === 'off') inf.strayRule = null;
  else if (stray === 'on') inf.strayRule = STRAY_RULE;
  else if (stray) {
    const [minGap, maxMeanProb, maxAreaShare] = stray.split(',').map(Number);
    inf.strayRule = { minGap: minGap!, maxMeanProb: maxMeanProb!, maxAreaShare: maxAreaShare ?? 1 };
  }
  const wb = opt('--white-balance');
  if (wb) inf.whiteBalance = wb === 'chroma' || wb === 'full' ? wb : undefined;
  const label = `flips ${inf.flips ? 'on' : 'off'}, scales ${inf.scales.join('+')}, refine ${inf.refine ? `on (coarse flips ${inf.coarseFlips === false ? 'off' : 'on'}, coarse scales ${(inf.coarseScales ?? inf.scales).join('+')}, fine scales ×${(inf.fineScales ?? [1]).join('+')}, fine views ${inf.fineViews ?? (inf.flips ? 2 : 1)}, context ×${inf.context}, tile ≤ ${inf.maxTile}, fine weight ${inf.fineWeight})` : 'off'}, scale normalisation ${inf.pxPerCm ? `${inf.pxPerCm} px/cm` : 'off'}, ${inf.strongProb !== undefined ? `region cores ≥ ${inf.strongProb}, ` : ''}specks < ${(inf.minRegionShare * 100).toFixed(0)} % of the largest region dropped${inf.minRegionCm2 ? `, calibrated specks < ${inf.minRegionCm2} cm²` : ''}, members ${inf.members ?? 'all'}${inf.viewMembers === 'rotate' ? ' (one per view)' : ''}${inf.stickerSearch ? ', sticker search on' : ''}${inf.whiteBalance ? `, white balance ${inf.whiteBalance}` : ''}${inf.massLevel ? `, mass level ${inf.massLevel}` : ''}${inf.strayRule ? `, stray regions dropped (gap ≥ ${inf.strayRule.minGap}, mean p < ${inf.strayRule.maxMeanProb}, share ≤ ${inf.strayRule.maxAreaShare})` : ''}`;
  return { opt, has, inference: inf, label };
}
