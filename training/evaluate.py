"""Evaluate a checkpoint (or the exported ONNX via torch-equivalent checkpoint) on the fixed
validation split: data-based Dice = 2*sum(p&g)/(sum p + sum g) and IoU, aggregated over all
validation pixels, at the 512x512 mask resolution, following the inference contract
(longer side -> --size, pad to 32, sigmoid, crop, bilinear back to 512, threshold).

  /usr/bin/python3 training/evaluate.py --ckpt training/runs/best.pt --sizes 384 512 256
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", default=os.path.join(HERE, "runs", "best.pt"))
    ap.add_argument("--data-dir", default=os.path.join(REPO, "..", "shared", "data", "fuseg"))
    ap.add_argument("--split", default=os.path.join(HERE, "split.json"))
    ap.add_argument("--sizes", type=int, nargs="+", default=[ws.INPUT_SIZE])
    ap.add_argument("--thresholds", type=float, nargs="+", default=[0.5])
    ap.add_argument("--json-out", default=None)
    args = ap.parse_args()
    torch.set_num_threads(2)

    split = ws.make_or_load_split(args.split, args.data_dir)
    imgs, msks = ws.load_set(args.data_dir, split["val"])
    ck = torch.load(args.ckpt, map_location="cpu")
    net = ws.MobileUNet()
    net.load_state_dict(ck["state_dict"])
    model = ws.ProbModel(net).eval()
    print(f"checkpoint epoch {ck['epoch']}, {len(split['val'])} validation images")
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
