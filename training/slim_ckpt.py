"""Write a checkpoint for committing: weights only, convolution and linear weights in half precision,
BatchNorm (weights, biases, running statistics) in single precision, plus the run's args so the
architecture is recorded.

  /usr/bin/python3 training/slim_ckpt.py training/runs/reg2/epoch-030.pt training/checkpoints/wound-seg-reg2.pt

Why BatchNorm stays in single: RegNetX's running variances reach 2.2e5, past float16's largest finite
value 65 504; stored in half they overflow and the network becomes another function (session 22: raw
validation Dice 0.8144 -> 0.8218). load_state_dict casts every tensor back to the network's float32.

The script checks what it wrote: it loads both files into networks of the recorded architecture and
compares their logits on a fixed random batch (printed; a difference above --max-diff stops it with an
error and removes the output).
"""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wound_seg as ws  # noqa: E402


def bn_names(net):
    """Names of every state-dict entry that belongs to a BatchNorm layer."""
    names = set()
    for prefix, mod in net.named_modules():
        if isinstance(mod, torch.nn.modules.batchnorm._BatchNorm):
            names.update(f"{prefix}.{k}" for k in mod.state_dict())
    return names


def slim_state(state_dict, keep_single):
    """Floating-point tensors to half, except those named in keep_single; integers untouched."""
    return {k: (v.half() if v.is_floating_point() and k not in keep_single else v) for k, v in state_dict.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--max-diff", type=float, default=0.05,
                    help="largest allowed |logit difference| between the two files on the check batch")
    args = ap.parse_args()

    net, ck = ws.load_net(args.src)
    arch = ws.arch_of(ck)
    slim = {k: v for k, v in ck.items() if k not in ("state_dict", "optimizer")}
    slim["args"] = ck.get("args") or {"arch": arch}
    slim["state_dict"] = slim_state(net.state_dict(), bn_names(net))
    slim["stored_as"] = ("convolution weights in float16, BatchNorm in float32 (running variances can exceed "
                         "float16's range); load_state_dict casts to float32")
    torch.save(slim, args.dst)

    back, _ = ws.load_net(args.dst)
    g = torch.Generator().manual_seed(0)
    x = torch.randn(2, 3, 256, 256, generator=g)
    with torch.no_grad():
        diff = (net(x) - back(x)).abs().max().item()
    mb = os.path.getsize(args.dst) / 2**20
    print(f"{args.dst}: {arch}, {mb:.1f} MB (from {os.path.getsize(args.src) / 2**20:.1f} MB); "
          f"max |logit difference| on the check batch {diff:.4f}")
    if not diff <= args.max_diff:
        os.remove(args.dst)
        sys.exit(f"slim_ckpt: the half-precision file computes another function (max |logit difference| "
                 f"{diff:.4f} > {args.max_diff}); removed {args.dst}")


if __name__ == "__main__":
    main()
