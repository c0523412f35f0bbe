"""Rebuild a trainable checkpoint from the shipped ONNX model, so training resumes from it.

  /usr/bin/python3 training/onnx_to_ckpt.py [--onnx packages/wound-vision/model/wound-seg.onnx] --out training/runs/from-onnx.pt

The ONNX export folds every BatchNorm into the convolution before it (weight' = w·γ/σ,
bias' = β − μ·γ/σ). To train again we need the BatchNorm layers back without changing the
function: each conv gets the folded weight, then its BatchNorm is set from the statistics its
output actually has on training crops (μ, σ² per channel) so that, in eval mode,
BN(y) = γ(y − μ)/σ + β with γ = σ, β = μ + bias' is exactly y + bias'. In train mode the
batch statistics are close to those, so the first steps start from the shipped model.
"""
import argparse
import os
import sys

import numpy as np
import onnx
import torch
import torch.nn as nn
from onnx import numpy_helper

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wound_seg as ws  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def conv_bn_pairs(net):
    """(conv, bn or None) in forward order."""
    mods = list(net.modules())
    pairs = []
    for i, m in enumerate(mods):
        if isinstance(m, nn.Conv2d):
            nxt = mods[i + 1] if i + 1 < len(mods) else None
            pairs.append((m, nxt if isinstance(nxt, nn.BatchNorm2d) else None))
    return pairs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--onnx", default=os.path.join(REPO, "packages", "wound-vision", "model", "wound-seg.onnx"))
    ap.add_argument("--out", required=True)
    ap.add_argument("--data-dir", default=os.path.join(REPO, "..", "shared", "data", "fuseg"))
    ap.add_argument("--split", default=os.path.join(HERE, "split.json"))
    ap.add_argument("--calib-images", type=int, default=64)
    args = ap.parse_args()
    torch.set_num_threads(2)

    model = onnx.load(args.onnx)
    inits = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    convs = [n for n in model.graph.node if n.op_type == "Conv"]
    net = ws.MobileUNet()
    pairs = conv_bn_pairs(net)
    assert len(convs) == len(pairs), f"{len(convs)} ONNX convs vs {len(pairs)} torch convs"
    folded_bias = []
    with torch.no_grad():
        for node, (conv, bn) in zip(convs, pairs):
            w = inits[node.input[1]]
            assert tuple(w.shape) == tuple(conv.weight.shape), (node.name, w.shape, conv.weight.shape)
            b = inits[node.input[2]] if len(node.input) > 2 else np.zeros(w.shape[0], np.float32)
            conv.weight.copy_(torch.from_numpy(w))
            if bn is None:
                conv.bias.copy_(torch.from_numpy(b))
            else:
                bn.weight.fill_(1.0)
                bn.bias.copy_(torch.from_numpy(b))
                bn.running_mean.zero_()
                bn.running_var.fill_(1.0 - bn.eps)  # identity in eval mode
            folded_bias.append(torch.from_numpy(b))

    # the conv outputs' statistics on real crops (the network, as loaded, equals the ONNX model)
    split = ws.make_or_load_split(args.split, args.data_dir)
    imgs, _ = ws.load_set(args.data_dir, split["train"][: args.calib_images])
    sums = {}
    hooks = []
    for k, (conv, bn) in enumerate(pairs):
        if bn is None:
            continue
        def hook(_m, _inp, out, k=k):
            y = out.detach().double()
            s = sums.setdefault(k, [0.0, torch.zeros(y.shape[1], dtype=torch.float64), torch.zeros(y.shape[1], dtype=torch.float64)])
            s[0] += y.numel() / y.shape[1]
            s[1] += y.sum(dim=(0, 2, 3))
            s[2] += (y * y).sum(dim=(0, 2, 3))
        hooks.append(conv.register_forward_hook(hook))
    net.eval()
    with torch.no_grad():
        for i in range(0, imgs.shape[0], 8):
            x, _ = ws.preprocess(imgs[i], ws.INPUT_SIZE)
            net(x)
    for h in hooks:
        h.remove()
    with torch.no_grad():
        for k, (conv, bn) in enumerate(pairs):
            if bn is None:
                continue
            n, s1, s2 = sums[k]
            mu = s1 / n
            var = (s2 / n - mu * mu).clamp_min(1e-6)
            sd = torch.sqrt(var + bn.eps)
            bn.running_mean.copy_(mu.float())
            bn.running_var.copy_(var.float())
            bn.weight.copy_(sd.float())
            bn.bias.copy_((mu + folded_bias[k].double()).float())

    # check: the rebuilt network's validation Dice equals the shipped model card's
    va_imgs, va_msks = ws.load_set(args.data_dir, split["val"])
    prob = ws.ProbModel(net).eval()
    val = ws.evaluate(prob, va_imgs, va_msks, input_size=ws.INPUT_SIZE)
    print(f"rebuilt network: validation Dice {val['dice']:.4f} IoU {val['iou']:.4f}")
    torch.save({"state_dict": net.state_dict(), "epoch": 0, "val": val,
                "source": os.path.relpath(args.onnx, REPO)}, args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
