"""Write packages/wound-vision/model/MODEL_CARD.md from the run's real numbers.

  /usr/bin/python3 training/evaluate.py --ckpt training/runs/best.pt --sizes 384 512 256 \
      --json-out training/runs/eval.json
  /usr/bin/python3 training/write_model_card.py

When only ENGINE_EVAL.md changed (an evaluation session, no new training run), refresh the card's
appended copy of it without the run directory:

  /usr/bin/python3 training/write_model_card.py --engine-eval-only
"""
import argparse
import json
import os
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wound_seg as ws  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
MODEL_DIR = os.path.join(REPO, "packages", "wound-vision", "model")


# the encoder under the U-Net decoder, by checkpoint architecture (wound_seg.ARCHS)
ENCODERS = {
    "mnv2": "MobileNetV2 encoder (torchvision layout, `features[0:18]`, random init — no pretrained\n  weights)",
    "regnetx400": "RegNetX-400MF encoder (torchvision layout, stem and four stages, random init — no\n  pretrained weights)",
}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", default=os.path.join(HERE, "runs"))
    ap.add_argument("--out", default=os.path.join(MODEL_DIR, "MODEL_CARD.md"))
    ap.add_argument("--prev-runs", default=None, help="run dir of an earlier stage (its metrics are listed too)")
    ap.add_argument("--pre-cmd", action="append", default=[], help="command line(s) of earlier stages, for Reproduce")
    ap.add_argument("--note", default="", help="free-text note about the run, added to the Training section")
    ap.add_argument("--engine-eval-only", action="store_true",
                    help="keep the card's training sections and replace only its appended copy of ENGINE_EVAL.md")
    args = ap.parse_args()
    if args.engine_eval_only:
        refresh_engine_eval(args.out)
        return

    ck = torch.load(os.path.join(args.runs, "best.pt"), map_location="cpu")
    metrics = [json.loads(l) for l in open(os.path.join(args.runs, "metrics.jsonl")) if l.strip()]
    summary_path = os.path.join(args.runs, "summary.json")
    summary = json.load(open(summary_path)) if os.path.exists(summary_path) else None
    eval_path = os.path.join(args.runs, "eval.json")
    evals = json.load(open(eval_path)) if os.path.exists(eval_path) else []
    evals = [e for e in evals if e.get("epoch") == ck["epoch"]]
    split = json.load(open(os.path.join(HERE, "split.json")))
    onnx_path = os.path.join(MODEL_DIR, "wound-seg.onnx")
    size_mb = os.path.getsize(onnx_path) / 1e6
    n_params = ck.get("params") or ws.count_params(ws.build_net(ws.arch_of(ck)))
    ep_times = [(m["train_s"] + m["val_s"]) / 60 for m in metrics]
    a = ck["args"]
    val = ck["val"]
    status = ("final model of the training run" if summary else
              f"**EARLY export while training is still running** (epoch {ck['epoch']} of the run; "
              "will be replaced by the best checkpoint of the finished run)")
    import train as train_mod
    saved_argv = sys.argv
    sys.argv = ["train.py"]
    defaults = vars(train_mod.parse_args())
    sys.argv = saved_argv
    extra = ""
    for k, v in a.items():
        if k in ("max_minutes", "out_dir", "data_dir", "split") or defaults.get(k) == v:
            continue
        extra += f" --{k.replace('_', '-')} {v}"
    out_rel = os.path.relpath(os.path.abspath(os.path.join(REPO, a["out_dir"])) if not os.path.isabs(a["out_dir"])
                              else a["out_dir"], REPO)
    if out_rel != "training/runs":
        extra += f" --out-dir {out_rel}"
    train_cmd = (f"nohup /usr/bin/python3 training/train.py --max-minutes {a['max_minutes']:g}{extra} "
                 f"> {out_rel}/train.log 2>&1 &")
    pre = "".join(c + "\n" for c in args.pre_cmd)
    total_min = summary["total_minutes"] if summary else metrics[-1]["elapsed_min"]
    n_epochs = summary["epochs"] if summary else len(metrics)

    rows = "\n".join(
        f"| {e['size']} | {e['threshold']:.2f} | {e['dice']:.4f} | {e['iou']:.4f} |" for e in evals)
    if not rows:
        rows = f"| {ck.get('input_size', ws.INPUT_SIZE)} | 0.50 | {val['dice']:.4f} | {val['iou']:.4f} |"
    prev = []
    if args.prev_runs:
        prev = [json.loads(l) for l in open(os.path.join(args.prev_runs, "metrics.jsonl")) if l.strip()]
    curve = "\n".join(
        f"| stage 1 / {m['epoch']} | {m['lr']:.2e} | {m['loss']:.3f} | {m['val_dice']:.4f} | {m['val_iou']:.4f} | "
        f"{(m['train_s'] + m['val_s']) / 60:.2f} |" for m in prev)
    curve += ("\n" if prev else "") + "\n".join(
        f"| {'stage 2 / ' if prev else ''}{m['epoch']} | {m['lr']:.2e} | {m['loss']:.3f} | {m['val_dice']:.4f} | {m['val_iou']:.4f} | "
        f"{(m['train_s'] + m['val_s']) / 60:.2f} |" for m in metrics)

    text = f"""# wound-seg.onnx — wound segmentation model card

Status: {status}. Written {time.strftime('%Y-%m-%d')} by `training/write_model_card.py`.

> **Licence / intended use: evaluation and demonstration only.** The weights are trained on the
> FUSeg 2021 foot-ulcer data set, whose licence this project reads as CC BY-NC
> (Attribution-NonCommercial; see `shared/data/fuseg/README.md` for the conflicting sources).
> They must not be used in a commercial deployment. A deployment retrains the same pipeline
> (`training/`) on licensed clinical photos. Not a medical device; not validated clinically.
>
> Data credit: C. Wang et al., "FUSeg: The Foot Ulcer Segmentation Challenge",
> *Information* 15(3):140, 2024, https://doi.org/10.3390/info15030140. Images from the AZH Wound
> and Vascular Center, Milwaukee.

## Files

| file | what |
| --- | --- |
| `wound-seg.onnx` | the model, {size_mb:.2f} MB, ONNX opset 13, float32 |
| `preprocess.json` | machine-readable pre-processing contract (below) for the TypeScript runtime |
| `MODEL_CARD.md` | this card |

## Input / output contract (what the runtime must do)

ONNX input `image`: float32, NCHW `[N, 3, H, W]`, RGB, H and W dynamic (multiples of 32).
ONNX output `prob`: float32 `[N, 1, H, W]`, wound probability in [0, 1] (the sigmoid is inside the graph).

1. Decode the photo to RGB 8-bit (apply EXIF orientation first). Drop alpha.
2. Resize, keeping the aspect ratio, so that the **longer side is {ck.get('input_size', ws.INPUT_SIZE)} px**
   (bilinear; antialias/area-average when downscaling). Shorter side = round(short · {ck.get('input_size', ws.INPUT_SIZE)} / long).
3. Pad **bottom and right** with black pixels (RGB 0,0,0) up to the next multiple of **32** in
   each dimension (a 4:3 photo becomes 384x288, no padding needed; a square one 384x384).
4. Convert to float: `x[c] = (pixel[c] / 255 - mean[c]) / std[c]` with
   mean = {ws.MEAN}, std = {ws.STD} (ImageNet), channel order R, G, B, layout CHW, batch 1.
   (Padding pixels therefore get the value `-mean/std`, exactly as black pixels.)
5. Run the model. Read `prob[0, 0]` (row-major, H x W).
6. Crop away the padded rows/columns, resize the probability map bilinearly back to the original
   photo size, and threshold at **0.5** (wound = prob > 0.5). Wound area in pixels = count of
   positive pixels; there is no physical scale (no ruler in the training data).

The model is fully convolutional, so other sizes work, but it was trained on zooms around
0.55–0.95 of a 512 px image (the 384 px contract = 0.75); the wound should occupy a
similar share of the frame as in FUSeg close-ups (median 0.7 % of the image, max 13 %).

## Data

- FUSeg 2021 training split: 810 RGB foot-ulcer photos, 512x512 (zero-padded from about
  512x384), with binary wound masks; 19 masks are empty; wounds are 1.29 % of pixels on average.
- Fixed split (`training/split.json`): `random.Random({split['seed']}).shuffle(sorted stems)`,
  first {len(split['val'])} stems (15 %) = validation, {len(split['train'])} = training. No patient IDs are
  available, so the split is by image; the challenge's own validation/test sets are not here.

## Model

- {ENCODERS[ws.arch_of(ck)]} + U-Net decoder (bilinear upsampling, 2x conv3x3-BN-ReLU per level, 96/64/32/24
  channels, 16-channel full-resolution head, 1x1 conv, sigmoid).
- **Parameters: {n_params:,}**. ONNX file {size_mb:.2f} MB.

## Training

- From scratch on CPU ({a.get('threads', 2)} thread(s)), PyTorch {summary['torch'] if summary else torch.__version__}.
- 256x256 crops at random zoom [{a['scale_min']}, {a['scale_max']}] of the 512 px source, {int(a['p_wound'] * 100)} % of crops
  contain a wound pixel; flips, 90° rotations, colour jitter (brightness, contrast, saturation, hue).
- Loss BCE + soft Dice; AdamW lr {a['lr']} (wd {a['weight_decay']}), batch {a['batch_size']}; LR warm-up then cosine, sized to a
  wall-time budget of {a['max_minutes']} min.
- Epochs run: **{n_epochs}**, best epoch (selected by validation Dice): **{ck['epoch']}**.
  Time per epoch: {min(ep_times):.2f}–{max(ep_times):.2f} min (mean {sum(ep_times) / len(ep_times):.2f}) incl. validation;
  total wall time {total_min:.1f} min{'' if summary else ' so far'}.
{('- ' + args.note) if args.note else ''}

## Validation results (best checkpoint, {len(split['val'])} held-out images)

Data-based (aggregated over all validation pixels) Dice = 2·Σ(p∧g)/(Σp+Σg) and
IoU = Σ(p∧g)/Σ(p∨g), evaluated at the 512x512 mask resolution after running the contract above
at the given longer-side size:

| inference size | threshold | Dice | IoU |
| --- | --- | --- | --- |
{rows}

For reference, the best FUSeg 2021 challenge entries report about 0.888 Dice on the challenge's
own test set (different images; not directly comparable). The validation split above was also
used to pick the best epoch, so these figures are slightly optimistic.

## Reproduce

From the repo root, with Debian's `python3-torch python3-torchvision python3-onnx python3-pil python3-numpy`:

```sh
{pre}mkdir -p {out_rel}
{train_cmd}
# when it has finished:
/usr/bin/python3 training/evaluate.py --ckpt {out_rel}/best.pt --sizes 384 512 256 --json-out {out_rel}/eval.json
/usr/bin/python3 training/export_onnx.py --ckpt {out_rel}/best.pt --ort-node-path /tmp/ort/node_modules
/usr/bin/python3 training/write_model_card.py --runs {out_rel}
```

Because the LR schedule follows wall time, a slower or busier machine runs fewer epochs;
results are reproducible in distribution, not bit for bit.

## Training curve

| epoch | lr (end) | train loss | val Dice | val IoU | min/epoch |
| --- | --- | --- | --- | --- | --- |
{curve}
"""
    # the engine's end-to-end evaluation (inference levers, outline quality, synthetic area error,
    # timings) is maintained with the engine in packages/wound-vision/model/ENGINE_EVAL.md and
    # appended here, so re-exporting the model keeps it
    with open(args.out, "w") as f:
        f.write(with_engine_eval(text))
    print(f"wrote {args.out}")


ENGINE_EVAL = os.path.join(MODEL_DIR, "ENGINE_EVAL.md")


def with_engine_eval(card):
    """The card's own sections followed by ENGINE_EVAL.md (when it exists)."""
    if not os.path.exists(ENGINE_EVAL):
        return card
    return card.rstrip("\n") + "\n\n" + open(ENGINE_EVAL).read()


def refresh_engine_eval(path):
    """Replace the card's appended copy of ENGINE_EVAL.md (from its first heading on) with the file."""
    card = open(path).read()
    heading = open(ENGINE_EVAL).readline()
    at = card.find(heading)
    if at < 0:
        sys.exit(f"{path} holds no copy of ENGINE_EVAL.md (its first heading: {heading.strip()})")
    with open(path, "w") as f:
        f.write(with_engine_eval(card[:at]))
    print(f"refreshed the engine evaluation in {path}")


if __name__ == "__main__":
    main()
