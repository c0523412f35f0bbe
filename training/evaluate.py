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
    args = ap.parse_args()
    torch.set_num_threads(2)

    split = ws.make_or_load_split(args.split, args.data_dir)
    imgs, msks = ws.load_set(args.data_dir, split["val"])
    ck = torch.load(args.ckpt, map_location="cpu")
    net = ws.build_net(ws.arch_of(ck))
    net.load_state_dict(ck["state_dict"])
    model = ws.ProbModel(net).eval()
    print(f"checkpoint epoch {ck['epoch']}, {len(split['val'])} validation images")
    if args.fit_temperature:
        fit_temperature(net.eval(), imgs, msks)
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
