"""Export a checkpoint to ONNX (sigmoid inside the graph) and verify it.

  /usr/bin/python3 training/export_onnx.py [--ckpt training/runs/best.pt]

Writes packages/wound-vision/model/wound-seg.onnx and preprocess.json, runs onnx.checker and
compares the ONNX output with torch on a validation image at 384x384 and on a 384x512 input
(dynamic height/width). The comparison uses the Python `onnxruntime` if importable, otherwise
Node + onnxruntime-node via training/verify_onnx.cjs (see training/README.md).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import onnx
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wound_seg as ws  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
MODEL_DIR = os.path.join(REPO, "packages", "wound-vision", "model")


def run_onnx(onnx_path, inputs, ort_node_path):
    try:
        import onnxruntime as ort  # noqa: F401
        sess = ort.InferenceSession(onnx_path, providers=["CPUExecutionProvider"])
        return [sess.run(["prob"], {"image": x})[0] for x in inputs], "onnxruntime (python)"
    except ImportError:
        pass
    with tempfile.TemporaryDirectory() as d:
        cases = []
        for k, x in enumerate(inputs):
            x.astype(np.float32).tofile(os.path.join(d, f"in{k}.bin"))
            cases.append({"input": f"in{k}.bin", "shape": list(x.shape), "output": f"out{k}.bin"})
        with open(os.path.join(d, "cases.json"), "w") as f:
            json.dump(cases, f)
        env = dict(os.environ)
        if ort_node_path:
            env["NODE_PATH"] = ort_node_path
        subprocess.run(["node", os.path.join(HERE, "verify_onnx.cjs"), onnx_path, d], check=True, env=env)
        outs = []
        for k, x in enumerate(inputs):
            outs.append(np.fromfile(os.path.join(d, f"out{k}.bin"), dtype=np.float32)
                        .reshape(x.shape[0], 1, x.shape[2], x.shape[3]))
        return outs, "onnxruntime-node"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", default=os.path.join(HERE, "runs", "best.pt"))
    ap.add_argument("--out", default=os.path.join(MODEL_DIR, "wound-seg.onnx"))
    ap.add_argument("--opset", type=int, default=13)
    ap.add_argument("--data-dir", default=os.path.join(REPO, "..", "shared", "data", "fuseg"))
    ap.add_argument("--split", default=os.path.join(HERE, "split.json"))
    ap.add_argument("--ort-node-path", default=os.environ.get("ORT_NODE_PATH", "/tmp/ort/node_modules"),
                    help="node_modules dir containing onnxruntime-node (used if python onnxruntime is missing)")
    ap.add_argument("--skip-verify", action="store_true")
    ap.add_argument("--temperature", type=float, default=1.0,
                    help="divide the logit by this before the sigmoid (evaluate.py --fit-temperature)")
    ap.add_argument("--members", nargs="+", default=None,
                    help="ensemble: file names (in the output directory) whose maps the engine averages, written to preprocess.json as `models`")
    args = ap.parse_args()
    torch.set_num_threads(2)

    net, ck = ws.load_net(args.ckpt)
    model = ws.ProbModel(net, args.temperature).eval()
    input_size = ck.get("input_size", ws.INPUT_SIZE)
    print(f"checkpoint {args.ckpt}: epoch {ck['epoch']}, val {ck['val']}, params {ws.count_params(net):,}")

    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    dummy = torch.zeros(1, 3, input_size, input_size)
    tmp_out = args.out + ".tmp"
    torch.onnx.export(
        model, dummy, tmp_out, opset_version=args.opset, input_names=["image"], output_names=["prob"],
        dynamic_axes={"image": {0: "batch", 2: "height", 3: "width"},
                      "prob": {0: "batch", 2: "height", 3: "width"}},
        do_constant_folding=True,
    )
    m = onnx.load(tmp_out)
    meta = {"input_size": str(input_size), "mean": json.dumps(ws.MEAN), "std": json.dumps(ws.STD),
            "pad_multiple": str(ws.PAD_MULTIPLE), "epoch": str(ck["epoch"]),
            "val_dice": f"{ck['val']['dice']:.4f}", "val_iou": f"{ck['val']['iou']:.4f}",
            "temperature": f"{args.temperature:g}",
            "licence": "trained on FUSeg (CC BY-NC reading): evaluation and demonstration only"}
    for k, v in meta.items():
        p = m.metadata_props.add()
        p.key, p.value = k, v
    m.producer_name = "wound-vision training/export_onnx.py"
    onnx.checker.check_model(m)
    onnx.save(m, tmp_out)
    os.replace(tmp_out, args.out)
    size_mb = os.path.getsize(args.out) / 1e6
    print(f"wrote {args.out} ({size_mb:.2f} MB), opset {args.opset}, onnx.checker OK")
    print("inputs:", [(i.name, [d.dim_param or d.dim_value for d in i.type.tensor_type.shape.dim]) for i in m.graph.input])
    print("outputs:", [(o.name, [d.dim_param or d.dim_value for d in o.type.tensor_type.shape.dim]) for o in m.graph.output])

    pre = {
        "input_name": "image", "output_name": "prob",
        "layout": "NCHW", "dtype": "float32", "color": "RGB",
        "input_size": input_size,
        "resize": "scale so the longer side equals input_size, keep aspect ratio, bilinear (antialiased when downscaling)",
        "scale": 1 / 255, "mean": ws.MEAN, "std": ws.STD,
        "normalize": "x = (pixel/255 - mean[c]) / std[c]",
        "pad_multiple": ws.PAD_MULTIPLE,
        "pad": "bottom/right with black pixels (RGB 0, i.e. value (0-mean)/std after normalization) to a multiple of pad_multiple",
        "output": "prob: N x 1 x H x W sigmoid probability of wound at the padded input resolution; "
                  "crop the padding, resize to the original image size (bilinear), threshold",
        "threshold": 0.5,
        "opset": args.opset,
    }
    if args.temperature != 1.0:
        # the graph computes sigmoid(logit / temperature); recorded for the model card and re-exports
        pre["temperature"] = args.temperature
    if args.members:
        # an ensemble: the engine averages the probability maps of these files (in the model dir)
        pre["models"] = args.members
    with open(os.path.join(os.path.dirname(args.out), "preprocess.json"), "w") as f:
        json.dump(pre, f, indent=2)
    print("wrote preprocess.json")

    if args.skip_verify:
        return
    split = ws.make_or_load_split(args.split, args.data_dir)
    img, _ = ws.load_pair(args.data_dir, split["val"][0])
    x1, _ = ws.preprocess(img, input_size)                                   # 1x3x384x384
    x2, _ = ws.preprocess(img, 512)
    x2 = x2[:, :, :384, :]                                                   # 1x3x384x512 (dynamic H/W)
    inputs = [x1.numpy(), x2.contiguous().numpy()]
    with torch.no_grad():
        ref = [model(torch.from_numpy(x)).numpy() for x in inputs]
    outs, backend = run_onnx(args.out, inputs, args.ort_node_path)
    for x, r, o in zip(inputs, ref, outs):
        diff = float(np.abs(r - o).max())
        agree = float(((r > 0.5) == (o > 0.5)).mean())
        print(f"verify [{backend}] input {list(x.shape)} -> output {list(o.shape)}: max|torch-onnx| = {diff:.2e}, "
              f"mask agreement {agree * 100:.4f}%")
        assert o.shape == (x.shape[0], 1, x.shape[2], x.shape[3]), "output shape mismatch"
        assert diff < 1e-3, "ONNX output differs from torch"
    print("verification OK")


if __name__ == "__main__":
    main()
