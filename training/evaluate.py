"""Evaluate a checkpoint (or the exported ONNX via torch-equivalent checkpoint) on the fixed
validation split: data-based Dice = 2*sum(p&g)/(sum p + sum g) and IoU, aggregated over all
validation pixels, at the 512x512 mask resolution, following the inference contract
(longer side -> --size, pad to 32, sigmoid, crop, bilinear back to 512, threshold).

  /usr/bin/python3 training/evaluate.py --ckpt training/runs/best.pt --sizes 384 512 256
  /usr/bin/python3 training/evaluate.py --ckpt X.pt --fit-temperature   # the logit temperature for export

--fit-temperature: the temperature T that minimises the mean binary cross-entropy of
sigmoid(logit / T) against the masks over the validation pixels (inference contract, 384 px), found
on a grid (0.1-4, 3 % steps); export_onnx.py --temperature T then bakes it in. A model trained with a margin loss
(Lovasz hinge) outputs logits of about +-1 and so probabilities near 0.5 even where it is right;
scaling leaves the outline (the 0.5 level) alone and makes the outline-quality checks' probabilities
mean what they say.

--area T: the raw network's area against the truth at temperature T (the one it is exported with): on each
validation image with a wound of >= 150 px, the probability mass (the sum of the probabilities >= 0.1, at the
mask's 512 px) against the true area; prints the median |error|, the signed median, and both by the wound's
size in the bands eval:segmentation uses. --with CKPT:T (repeatable) adds another network: its own figures,
the Spearman rho of its signed errors with the first network's (how far they make the same mistakes;
fine-tunes of one lineage reach 0.93), and the average of all the maps (the engine's ensemble).
"""
import argparse
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wound_seg as ws  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


AREA_BANDS = [(150, 1000), (1000, 3000), (3000, 10000), (10000, float("inf"))]


def spearman(a, b):
    """Spearman's rho of two equal-length lists (ranks by sorting; ties are rare for real-valued errors)."""
    ra = torch.empty(len(a)); ra[torch.tensor(a).argsort()] = torch.arange(len(a), dtype=torch.float32)
    rb = torch.empty(len(b)); rb[torch.tensor(b).argsort()] = torch.arange(len(b), dtype=torch.float32)
    return float(torch.corrcoef(torch.stack([ra, rb]))[0, 1])


def mass_errors(maps, msks, min_px=150):
    """Signed % error of each map's probability mass (pixels >= ws.MASS_SUPPORT) against the true area, and the true areas."""
    errs, areas = [], []
    for p, g in zip(maps, msks):
        truth = int(g.sum())
        if truth < min_px:
            continue
        errs.append((float(p[p >= ws.MASS_SUPPORT].sum()) / truth - 1) * 100)
        areas.append(truth)
    return errs, areas


def dice_of(maps, msks, thr=0.5):
    """Data-based and mean per-image Dice of probability maps at `thr` (as ws.evaluate: p > thr)."""
    tp = fp = fn = 0
    per = []
    for p, g in zip(maps, msks):
        p, g = p > thr, g.bool()
        a, b, c = (p & g).sum().item(), (p & ~g).sum().item(), (~p & g).sum().item()
        tp, fp, fn = tp + a, fp + b, fn + c
        if a + b + c:
            per.append(2 * a / (2 * a + b + c))
    return 2 * tp / max(1, 2 * tp + fp + fn), sum(per) / max(1, len(per))


def fmt_dice(maps, msks):
    return "%.4f / %.4f" % dice_of(maps, msks)


def area_line(errs, areas):
    med = lambda xs: float(torch.tensor(xs).median()) if xs else float("nan")  # noqa: E731
    bands = []
    for lo, hi in AREA_BANDS:
        sel = [e for e, a in zip(errs, areas) if lo <= a < hi]
        bands.append(f"{lo}-{'' if hi == float('inf') else hi} {med([abs(e) for e in sel]):.1f} % (n {len(sel)})" if sel else f"{lo}- no wound")
    return (f"median |mass error| {med([abs(e) for e in errs]):.1f} %, signed {med(errs):+.1f} % (n {len(errs)}); "
            f"by px: {', '.join(bands)}")


@torch.no_grad()
def prob_maps(net, temperature, imgs):
    model = ws.ProbModel(net, temperature).eval()
    return [ws.predict_prob(model, imgs[i]) for i in range(imgs.shape[0])]


@torch.no_grad()
def fit_temperature(net, imgs, msks):
    temps = sorted({round(0.1 * 1.03 ** k, 2) for k in range(125)} | {1.0})  # 0.10 .. ~4, 3 % steps
    nll = torch.zeros(len(temps), dtype=torch.float64)
    n = 0
    for i in range(imgs.shape[0]):
        # the raw logits through the inference contract, bilinear back to the mask's size
        x, (nh, nw) = ws.preprocess(imgs[i])
        z = torch.nn.functional.interpolate(net(x)[:, :, :nh, :nw], size=msks[i].shape, mode="bilinear", align_corners=False).flatten()
        g = msks[i].flatten().float()
        for k, t in enumerate(temps):
            nll[k] += torch.nn.functional.binary_cross_entropy_with_logits(z / t, g, reduction="sum").double()
        n += g.numel()
    best = int(torch.argmin(nll))
    print(f"temperature {temps[best]:.2f}: mean BCE {nll[best] / n:.5f} (T = 1: {nll[temps.index(1.0)] / n:.5f})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", default=os.path.join(HERE, "runs", "best.pt"))
    ap.add_argument("--data-dir", default=os.path.join(REPO, "..", "shared", "data", "fuseg"))
    ap.add_argument("--split", default=os.path.join(HERE, "split.json"))
    ap.add_argument("--sizes", type=int, nargs="+", default=[ws.INPUT_SIZE])
    ap.add_argument("--thresholds", type=float, nargs="+", default=[0.5])
    ap.add_argument("--json-out", default=None)
    ap.add_argument("--fit-temperature", action="store_true")
    ap.add_argument("--area", type=float, default=None, metavar="T",
                    help="the probability mass against the true area, at temperature T")
    ap.add_argument("--with", dest="with_", action="append", metavar="CKPT:T",
                    help="with --area: another network at its own temperature, alone and in the average of all "
                         "(repeatable: the engine's ensemble of two or three members)")
    args = ap.parse_args()
    torch.set_num_threads(2)

    split = ws.make_or_load_split(args.split, args.data_dir)
    imgs, msks = ws.load_set(args.data_dir, split["val"])
    net, ck = ws.load_net(args.ckpt)
    model = ws.ProbModel(net).eval()
    print(f"checkpoint epoch {ck['epoch']} ({ws.arch_of(ck)}), {len(split['val'])} validation images")
    if args.fit_temperature:
        fit_temperature(net, imgs, msks)
        return
    if args.area is not None:
        maps = prob_maps(net, args.area, imgs)
        errs, areas = mass_errors(maps, msks)
        print(f"{os.path.basename(args.ckpt)} (T {args.area}): Dice {fmt_dice(maps, msks)}; {area_line(errs, areas)}")
        all_maps = [maps]
        for spec in args.with_ or []:
            path, t2 = spec.rsplit(":", 1)
            net2, ck2 = ws.load_net(path)
            maps2 = prob_maps(net2, float(t2), imgs)
            errs2, _ = mass_errors(maps2, msks)
            print(f"{os.path.basename(path)} (T {t2}, {ws.arch_of(ck2)}): Dice {fmt_dice(maps2, msks)}; {area_line(errs2, areas)}")
            print(f"rho of its signed errors with the first network's: {spearman(errs, errs2):.2f}")
            all_maps.append(maps2)
        if len(all_maps) > 1:
            avg = [sum(ms) / len(ms) for ms in zip(*all_maps)]
            print(f"average of the {len(all_maps)}: Dice {fmt_dice(avg, msks)}; {area_line(*mass_errors(avg, msks))}")
        return
    results = []
    for size in args.sizes:
        for thr in args.thresholds:
            r = ws.evaluate(model, imgs, msks, input_size=size, thr=thr)
            r.update({"size": size, "threshold": thr, "n_images": len(split["val"]), "epoch": ck["epoch"]})
            results.append(r)
            print(f"size {size:4d} thr {thr:.2f}: Dice {r['dice']:.4f}  IoU {r['iou']:.4f}")
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
