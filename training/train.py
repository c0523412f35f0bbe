"""Train the wound segmentation model (MobileNetV2 U-Net, from scratch) on FUSeg.

Example (from the repo root):
  nice -n 10 nohup /usr/bin/python3 training/train.py --max-minutes 85 > training/runs/train.log 2>&1 &
"""
import argparse
import io
import json
import math
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
import torchvision.transforms.functional as TF
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wound_seg as ws  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
PREPROCESS = os.path.join(REPO, "packages", "wound-vision", "model", "preprocess.json")


def shipped_temperature():
    """The temperature the shipped model was exported with (preprocess.json), 1.0 when it has none."""
    with open(PREPROCESS) as f:
        return float(json.load(f).get("temperature", 1.0))


def parse_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data-dir", default=os.path.join(REPO, "..", "shared", "data", "fuseg"))
    ap.add_argument("--split", default=os.path.join(HERE, "split.json"))
    ap.add_argument("--out-dir", default=os.path.join(HERE, "runs"))
    ap.add_argument("--max-minutes", type=float, default=85.0,
                    help="wall-time budget for the whole run; the LR schedule is sized to it")
    ap.add_argument("--max-epochs", type=int, default=1000)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--crop", type=int, default=256)
    ap.add_argument("--scale-min", type=float, default=0.3,
                    help="min zoom factor relative to the 512 px source (inference uses 384/512=0.75)")
    ap.add_argument("--scale-max", type=float, default=0.95)
    ap.add_argument("--p-wound", type=float, default=0.85, help="prob. a crop is centred on wound pixels")
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--weight-decay", type=float, default=1e-4)
    ap.add_argument("--warmup-frac", type=float, default=0.04)
    ap.add_argument("--val-size", type=int, default=ws.INPUT_SIZE, help="inference longer side for validation")
    ap.add_argument("--init-ckpt", default=None,
                    help="start from this checkpoint's weights (continuation / fine-tune stage)")
    ap.add_argument("--resume", default=None,
                    help="continue a run from its last.pt (weights, optimiser, elapsed schedule)")
    ap.add_argument("--loss", choices=["bce_dice", "bce_ftversky", "bce_lovasz"], default="bce_ftversky",
                    help="bce_ftversky: BCE + focal Tversky (alpha=0.3 on false positives, beta=0.7 on misses); "
                         "bce_lovasz: BCE + per-image Lovasz hinge (a direct surrogate of each image's IoU)")
    ap.add_argument("--area-weight", type=float, default=0.0,
                    help="add this weight times each wound crop's relative probability-mass error "
                         "|sum(p) - sum(truth)| / sum(truth) to the loss: the engine measures a calibrated "
                         "wound's area as its probability mass, so this trains that figure directly")
    ap.add_argument("--area-temperature", type=float, default=None,
                    help="the temperature the area term reads the logits at (default: the shipped model's, "
                         "from preprocess.json)")
    ap.add_argument("--aug", choices=["v1", "v2"], default="v2",
                    help="v2 adds zoom-out (reflect padding), perspective, colour casts, blur and JPEG")
    ap.add_argument("--freeze-bn", action="store_true",
                    help="BatchNorm in eval mode while training (fine-tuning a trained or ONNX-rebuilt model on a new augmentation mix)")
    ap.add_argument("--schedule", choices=["cosine", "cyclic"], default="cosine",
                    help="cyclic: after warm-up, every epoch decays from --lr to 5%% of it (for weight averaging)")
    ap.add_argument("--swa-start-frac", type=float, default=None,
                    help="average the weights at the end of every epoch after this fraction of the budget "
                         "(stochastic weight averaging, Izmailov et al. 2018); swa.pt keeps the best average; "
                         "the average is not carried over by --resume")
    ap.add_argument("--neg-repeat", type=int, default=0,
                    help="hard negatives: each wound-free training photo appears this many extra times per epoch")
    ap.add_argument("--copy-paste", type=float, default=0.0,
                    help="probability a crop gets a wound from another training photo pasted in, shrunk to a "
                         "small wound (copy-paste augmentation, Ghiasi et al. 2021; small-wound recall)")
    ap.add_argument("--extra-data", default=None,
                    help="a directory written by `npm run scene-crops` (stems.json, train/images, train/labels): "
                         "crops of synthetic calibrated scenes at the engine's refine scale, added to every epoch")
    ap.add_argument("--keep-epochs", action="store_true",
                    help="also save every epoch's weights as epoch-NNN.pt (to choose by an engine-level evaluation)")
    ap.add_argument("--deep-supervision", type=float, default=0.0,
                    help="weight of deep supervision (Lee et al. 2015): BCE + soft Dice of 1x1 heads on the decoder's "
                         "stride-16, 8 and 4 levels against the label pooled to each, weighted 1/2, 1/3, 1/6 of this; "
                         "the heads are dropped from every checkpoint (the exported network is unchanged)")
    ap.add_argument("--arch", choices=list(ws.ARCHS), default="mnv2",
                    help="encoder under the U-Net decoder (wound_seg.ARCHS): MobileNetV2 (the shipped lineages) or RegNetX-400MF")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--threads", type=int, default=2)
    return ap.parse_args()


def lr_cyclic(frac, step_frac, base, warmup):
    """Warm-up as lr_at, then within each epoch a cosine from base to 5% of base (step_frac in [0, 1))."""
    if frac < warmup:
        return lr_at(frac, base, warmup)
    return base * (0.05 + 0.95 * 0.5 * (1 + math.cos(math.pi * step_frac)))


def lr_at(frac, base, warmup):
    """Linear warm-up then cosine decay to 1% of base, as a function of elapsed budget fraction."""
    frac = min(max(frac, 0.0), 1.0)
    if frac < warmup:
        return base * (0.1 + 0.9 * frac / warmup)
    t = (frac - warmup) / (1 - warmup)
    return base * (0.01 + 0.99 * 0.5 * (1 + math.cos(math.pi * t)))


class Augmenter:
    def __init__(self, imgs, msks, args, rng):
        self.imgs, self.msks, self.a, self.rng = imgs, msks, args, rng
        self.H = imgs.shape[-1]
        # wound pixel coordinates per image, for wound-keeping crops
        self.coords = [torch.nonzero(m).to(torch.int16) for m in msks]
        # wound bounding boxes (top, left, bottom, right) of the photos that have a wound: paste donors
        self.boxes = {i: (int(c[:, 0].min()), int(c[:, 1].min()), int(c[:, 0].max()) + 1, int(c[:, 1].max()) + 1)
                      for i, c in enumerate(self.coords) if len(c) >= 50}
        self.donors = sorted(self.boxes)

    def sample(self, i):
        a, rng, H = self.a, self.rng, self.H
        s = rng.uniform(a.scale_min, a.scale_max)
        r = int(round(a.crop / s))
        if r > H:  # zoom-out: the wound is smaller than in any FUSeg photo (wide framing)
            return self._finish(*self._zoom_out(i, r))
        r = min(H, r)
        c = self.coords[i]
        if len(c) > 0 and rng.random() < a.p_wound:
            y, x = c[rng.randrange(len(c))].tolist()
            top = min(max(y - rng.randrange(r), 0), H - r)
            left = min(max(x - rng.randrange(r), 0), H - r)
        else:
            top, left = rng.randrange(H - r + 1), rng.randrange(H - r + 1)
        img = self.imgs[i, :, top:top + r, left:left + r].float().unsqueeze(0) / 255.0
        msk = self.msks[i, top:top + r, left:left + r].float()[None, None]
        return self._finish(img, msk)

    def _zoom_out(self, i, r):
        """The whole photo reflected outwards to r x r, the photo placed at a random offset."""
        H, rng = self.H, self.rng
        img = self.imgs[i].float().unsqueeze(0) / 255.0
        msk = self.msks[i].float()[None, None]
        pad = r - H
        top, left = rng.randrange(pad + 1), rng.randrange(pad + 1)
        padding = (left, pad - left, top, pad - top)
        while max(padding) >= H:  # reflect padding must be smaller than the image
            img = F.pad(img, (H - 1,) * 4, mode="reflect")
            msk = F.pad(msk, (H - 1,) * 4, mode="reflect")
            padding = tuple(p - (H - 1) for p in padding)
            if min(padding) < 0:
                img = img[:, :, -padding[2] if padding[2] < 0 else 0:, -padding[0] if padding[0] < 0 else 0:]
                msk = msk[:, :, -padding[2] if padding[2] < 0 else 0:, -padding[0] if padding[0] < 0 else 0:]
                padding = tuple(max(0, p) for p in padding)
            H = img.shape[-1]
        img = F.pad(img, padding, mode="reflect")[:, :, :r, :r]
        msk = F.pad(msk, padding, mode="reflect")[:, :, :r, :r]
        return img, msk

    def _paste(self, img, msk):
        """Paste one wound of another photo (its box plus a small rim, feathered) into the crop, shrunk
        so its longer side is 5-30 % of the crop; the label there becomes the pasted wound's."""
        a, rng = self.a, self.rng
        j = self.donors[rng.randrange(len(self.donors))]
        t, l, b, r = self.boxes[j]
        m = max(4, (b - t + r - l) // 10)
        t, l, b, r = max(0, t - m), max(0, l - m), min(self.H, b + m), min(self.H, r + m)
        side = a.crop * rng.uniform(0.05, 0.3)
        k = side / max(b - t, r - l)
        h, w = max(4, round((b - t) * k)), max(4, round((r - l) * k))
        src = F.interpolate(self.imgs[j:j + 1, :, t:b, l:r].float() / 255.0, size=(h, w), mode="bilinear",
                            align_corners=False, antialias=True)
        smk = F.interpolate(self.msks[j:j + 1, None, t:b, l:r].float(), size=(h, w), mode="bilinear",
                            align_corners=False)
        # alpha: the wound dilated by a few pixels and feathered, so the rim shows the donor's skin edge
        alpha = F.max_pool2d(smk, 5, stride=1, padding=2)
        alpha = F.avg_pool2d(alpha, 5, stride=1, padding=2, count_include_pad=False)
        y, x = rng.randrange(a.crop - h + 1), rng.randrange(a.crop - w + 1)
        region = img[:, :, y:y + h, x:x + w]
        img[:, :, y:y + h, x:x + w] = region * (1 - alpha) + src * alpha
        inside = alpha > 0.5
        msk[:, :, y:y + h, x:x + w] = torch.where(inside, (smk > 0.5).float(), msk[:, :, y:y + h, x:x + w])
        return img, msk

    def _finish(self, img, msk):
        a, rng = self.a, self.rng
        img = F.interpolate(img, size=(a.crop, a.crop), mode="bilinear", align_corners=False, antialias=True)
        msk = (F.interpolate(msk, size=(a.crop, a.crop), mode="bilinear", align_corners=False) > 0.5).float()
        if a.copy_paste > 0 and self.donors and rng.random() < a.copy_paste:
            img, msk = self._paste(img, msk)
        if a.aug == "v2" and rng.random() < 0.3:  # camera tilt: a random perspective warp
            d = a.crop * rng.uniform(0.05, 0.25)
            c = a.crop - 1
            start = [[0, 0], [c, 0], [c, c], [0, c]]
            end = [[x + rng.uniform(-d, d), y + rng.uniform(-d, d)] for x, y in start]
            img = TF.perspective(img, start, end, interpolation=TF.InterpolationMode.BILINEAR, fill=0.0)
            msk = (TF.perspective(msk, start, end, interpolation=TF.InterpolationMode.BILINEAR, fill=0.0) > 0.5).float()
        # flips and 90-degree rotations
        if rng.random() < 0.5:
            img, msk = img.flip(-1), msk.flip(-1)
        if rng.random() < 0.5:
            img, msk = img.flip(-2), msk.flip(-2)
        k = rng.randrange(4)
        if k:
            img, msk = torch.rot90(img, k, (-2, -1)), torch.rot90(msk, k, (-2, -1))
        # colour jitter
        img = img[0]
        img = TF.adjust_brightness(img, rng.uniform(0.75, 1.25))
        img = TF.adjust_contrast(img, rng.uniform(0.75, 1.25))
        img = TF.adjust_saturation(img, rng.uniform(0.7, 1.3))
        if rng.random() < 0.5:
            img = TF.adjust_hue(img, rng.uniform(-0.03, 0.03))
        if a.aug == "v2":
            img = self._camera(img.clamp(0, 1))
        return img.clamp(0, 1), msk[0]

    def _camera(self, img):
        """Colour casts (white balance), gamma, blur and JPEG artefacts of phone photos."""
        rng = self.rng
        if rng.random() < 0.5:
            gains = torch.tensor([rng.uniform(0.8, 1.2) for _ in range(3)]).view(3, 1, 1)
            img = img * gains
        if rng.random() < 0.3:
            img = img.clamp(0, 1) ** rng.uniform(0.7, 1.4)
        if rng.random() < 0.2:
            sigma = rng.uniform(0.5, 2.0)
            k = int(2 * round(2 * sigma) + 1)
            img = TF.gaussian_blur(img, [k, k], [sigma, sigma])
        if rng.random() < 0.3:
            buf = io.BytesIO()
            TF.to_pil_image(img.clamp(0, 1)).save(buf, format="JPEG", quality=rng.randrange(25, 90))
            buf.seek(0)
            img = TF.to_tensor(Image.open(buf).convert("RGB"))
        return img

    def batch(self, idxs):
        pairs = [self.sample(i) for i in idxs]
        x = torch.stack([p[0] for p in pairs])
        y = torch.stack([p[1] for p in pairs])
        return ws.normalize(x), y


class WeightAverage:
    """Running mean of the floating-point weights (stochastic weight averaging). BatchNorm
    statistics are only valid for the average when they are frozen (--freeze-bn); integer buffers
    are copied from the latest weights."""

    def __init__(self):
        self.n, self.state, self.best = 0, None, {"dice": -1.0}

    def add(self, state_dict):
        if self.state is None:
            self.state = {k: v.detach().clone() for k, v in state_dict.items()}
        else:
            for k, v in state_dict.items():
                if v.is_floating_point():
                    self.state[k].mul_(self.n / (self.n + 1)).add_(v.detach(), alpha=1 / (self.n + 1))
                else:
                    self.state[k].copy_(v)
        self.n += 1


def lovasz_hinge(logits, target):
    """Per-image Lovasz hinge (Berman, Rannen Triki & Blaschko, CVPR 2018): the hinge errors of one
    image, sorted worst first, weighted by the increments of the Jaccard loss as the pixels are
    added in that order -- the tight convex extension of 1 - IoU. Averaged over the batch."""
    losses = []
    for lg, gt in zip(logits.flatten(1), target.flatten(1)):
        errors = 1 - lg * (2 * gt - 1)
        errors_sorted, order = torch.sort(errors, descending=True)
        gt_sorted = gt[order]
        positives = gt_sorted.sum()
        inter = positives - gt_sorted.cumsum(0)
        union = positives + (1 - gt_sorted).cumsum(0)
        jaccard = 1 - inter / union
        weights = torch.cat([jaccard[:1], jaccard[1:] - jaccard[:-1]])
        losses.append(torch.dot(F.relu(errors_sorted), weights))
    return torch.stack(losses).mean()


def loss_fn(logits, target, kind="bce_dice"):
    bce = F.binary_cross_entropy_with_logits(logits, target)
    if kind == "bce_lovasz":
        region = lovasz_hinge(logits, target)
    elif kind == "bce_ftversky":
        # Tversky index with misses weighted over false positives (recall-leaning), focal exponent 0.75
        # (Abraham & Khan 2019); per image, so a small wound counts as much as a large one
        p = torch.sigmoid(logits)
        dims = (1, 2, 3)
        tp = (p * target).sum(dims)
        fn = ((1 - p) * target).sum(dims)
        fp = (p * (1 - target)).sum(dims)
        ti = (tp + 1) / (tp + 0.7 * fn + 0.3 * fp + 1)
        region = ((1 - ti) ** 0.75).mean()
    else:  # soft Dice over the whole batch
        p = torch.sigmoid(logits)
        region = 1 - (2 * (p * target).sum() + 1) / (p.sum() + target.sum() + 1)
    return bce + region, bce.item(), region.item()


def area_loss(logits, target, temperature, min_px=64.0, support=ws.MASS_SUPPORT):
    """Mean relative error of the probability mass against the labelled area, over the crops that hold
    at least min_px wound pixels (crops without a wound are left to the pixel losses). The mass is read
    as the engine reads it: at the temperature the network is calibrated with, over the pixels at or
    above the outline's support level (the faint haze below it is never part of a region)."""
    p = torch.sigmoid(logits / temperature)
    p = (p * (p.detach() >= support)).flatten(1).sum(1)
    g = target.flatten(1).sum(1)
    has = g >= min_px
    if not bool(has.any()):
        return logits.sum() * 0.0
    return ((p[has] - g[has]).abs() / g[has]).mean()


def deep_supervision_loss(aux, target):
    """BCE + soft Dice of each auxiliary head against the label area-pooled to its grid (a soft target:
    the share of wound in each coarse cell), weighted 1/2, 1/3, 1/6 from coarse to fine."""
    return sum(w * loss_fn(lg, F.adaptive_avg_pool2d(target, lg.shape[-2:]), "bce_dice")[0]
               for w, lg in zip((1 / 2, 1 / 3, 1 / 6), aux))


def atomic_save(obj, path):
    tmp = path + ".tmp"
    torch.save(obj, tmp)
    os.replace(tmp, path)


def main():
    t0 = time.time()
    args = parse_args()
    if args.area_temperature is None:
        args.area_temperature = shipped_temperature()
    budget = args.max_minutes * 60
    torch.set_num_threads(args.threads)
    ws.seed_everything(args.seed)
    rng = random.Random(args.seed)
    os.makedirs(args.out_dir, exist_ok=True)

    def log(msg):
        print(f"[{time.strftime('%H:%M:%S')} +{(time.time() - t0) / 60:5.1f}m] {msg}", flush=True)

    log(f"args: {vars(args)}")
    log(f"torch {torch.__version__}, threads {torch.get_num_threads()}")
    split = ws.make_or_load_split(args.split, args.data_dir)
    log(f"split: {len(split['train'])} train / {len(split['val'])} val")
    tr_imgs, tr_msks = ws.load_set(args.data_dir, split["train"])
    va_imgs, va_msks = ws.load_set(args.data_dir, split["val"])
    if args.extra_data:
        with open(os.path.join(args.extra_data, "stems.json")) as f:
            extra = json.load(f)["stems"]
        ex_imgs, ex_msks = ws.load_set(args.extra_data, extra)
        tr_imgs, tr_msks = torch.cat([tr_imgs, ex_imgs]), torch.cat([tr_msks, ex_msks])
        log(f"extra data: {len(extra)} scene crops from {args.extra_data}")
    log(f"loaded data into memory: train {tuple(tr_imgs.shape)}, val {tuple(va_imgs.shape)}")

    net = ws.build_net(args.arch, deep=args.deep_supervision > 0).to(memory_format=torch.channels_last)  # ~1.7x faster on CPU
    resume = torch.load(args.resume, map_location="cpu") if args.resume else None
    init = torch.load(args.init_ckpt, map_location="cpu") if args.init_ckpt and not resume else None
    for path, ck in ((args.resume, resume), (args.init_ckpt, init)):
        if ck is not None and ws.arch_of(ck) != args.arch:
            raise SystemExit(f"{path} holds a {ws.arch_of(ck)} network; pass --arch {ws.arch_of(ck)}")
    if resume:
        net.load_state_dict(resume["state_dict"])
        t0 -= resume["elapsed_s"]  # the schedule and the budget continue where the run stopped
        log(f"resumed from {args.resume}: epoch {resume['epoch']}, {resume['elapsed_s'] / 60:.1f} min elapsed")
    elif args.init_ckpt:
        # a checkpoint holds no deep-supervision heads: they start from their initialisation
        missing, unexpected = net.load_state_dict(init["state_dict"], strict=False)
        if unexpected or any(not k.startswith("aux.") for k in missing):
            raise RuntimeError(f"{args.init_ckpt}: missing {missing}, unexpected {unexpected}")
        log(f"initialised from {args.init_ckpt}")
    n_params = ws.count_params(net)
    log(f"model {type(net).__name__} ({args.arch}) params: {n_params:,}")
    # new deep-supervision heads on a trained network learn at 30x the rate (1x1 convolutions from their
    # initialisation; at a fine-tune's lr they would stay noise for most of the run)
    aux_params = list(net.aux.parameters()) if net.deep else []
    aux_ids = {id(p) for p in aux_params}
    groups = [{"params": [p for p in net.parameters() if id(p) not in aux_ids], "lr_mult": 1.0}]
    if aux_params:
        groups.append({"params": aux_params, "lr_mult": 30.0})
    opt = torch.optim.AdamW(groups, lr=args.lr, weight_decay=args.weight_decay)
    if resume and "optimizer" in resume:
        opt.load_state_dict(resume["optimizer"])
    aug = Augmenter(tr_imgs, tr_msks, args, rng)
    prob_model = ws.ProbModel(net)

    def eval_model(x):
        return prob_model(x.contiguous(memory_format=torch.channels_last))

    # an epoch visits every training photo once, and each wound-free photo --neg-repeat more times
    negatives = [i for i, c in enumerate(aug.coords) if len(c) == 0] * args.neg_repeat
    visits = list(range(len(tr_imgs))) + negatives
    log(f"hard negatives: {len(negatives)} extra wound-free visits per epoch; copy-paste p={args.copy_paste}")
    steps_per_epoch = len(visits) // args.batch_size
    best = resume.get("best", {"dice": -1.0}) if resume else {"dice": -1.0}

    def model_ckpt(state_dict, epoch, val, **extra):
        """A weights-only checkpoint that export_onnx.py and evaluate.py read."""
        return {"state_dict": ws.strip_aux(state_dict), "epoch": epoch, "val": val, "args": vars(args), "params": n_params,
                "input_size": args.val_size, "mean": ws.MEAN, "std": ws.STD, **extra}

    swa = WeightAverage() if args.swa_start_frac is not None else None
    swa_net = ws.build_net(args.arch).to(memory_format=torch.channels_last) if swa is not None else None
    if swa is not None and not args.freeze_bn:
        log("warning: weight averaging without --freeze-bn keeps the last epoch's BatchNorm statistics")
    epoch_times = []
    t_train = time.time()
    metrics_path = os.path.join(args.out_dir, "metrics.jsonl")
    if not resume:
        open(metrics_path, "w").close()
    epoch = resume["epoch"] if resume else 0
    first_epoch = epoch + 1
    last_val_s = 60.0
    for epoch in range(first_epoch, args.max_epochs + 1):
        te = time.time()
        if epoch_times:
            est = max(epoch_times[-3:])
            if (te - t0) + est > budget:
                log(f"stopping: next epoch (~{est / 60:.1f} min) would exceed the {args.max_minutes} min budget")
                epoch -= 1
                break
        net.train()
        if args.freeze_bn:
            # BatchNorm stays in eval mode: the statistics (and, for a checkpoint rebuilt from the
            # ONNX export, the folded convolutions) keep the function the model was validated with;
            # batch statistics of augmented crops would change it (val Dice 0.85 → 0.04 in 5 epochs
            # with the running statistics frozen but batch statistics used)
            for m in net.modules():
                if isinstance(m, torch.nn.BatchNorm2d):
                    m.eval()
        perm = visits[:]
        rng.shuffle(perm)
        tot = tb = td = ta = 0.0
        out_of_time = False
        val_reserve = max(60.0, 1.5 * last_val_s)
        done_steps = 0
        lr = opt.param_groups[0]["lr"]  # what the log reports if the budget ends before this epoch's first step
        for s in range(steps_per_epoch):
            if time.time() - t0 > budget - val_reserve:
                out_of_time = True  # hard budget: cut the epoch short, validate, stop
                log(f"budget reached after {s}/{steps_per_epoch} steps of epoch {epoch}")
                break
            frac = (time.time() - t0) / budget
            if args.schedule == "cyclic":
                lr = lr_cyclic(frac, s / steps_per_epoch, args.lr, args.warmup_frac)
            else:
                lr = lr_at(frac, args.lr, args.warmup_frac)
            for g in opt.param_groups:
                g["lr"] = lr * g.get("lr_mult", 1.0)
            x, y = aug.batch(perm[s * args.batch_size:(s + 1) * args.batch_size])
            out = net(x.contiguous(memory_format=torch.channels_last))
            logits, aux = out if net.deep else (out, None)
            loss, b, d = loss_fn(logits, y, args.loss)
            if aux is not None:
                loss = loss + args.deep_supervision * deep_supervision_loss(aux, y)
            if args.area_weight > 0:
                la = area_loss(logits, y, args.area_temperature)
                loss = loss + args.area_weight * la
                ta += la.item()
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            tot += loss.item(); tb += b; td += d
            done_steps += 1
        t_tr = time.time() - te
        net.eval()
        tv = time.time()
        val = ws.evaluate(eval_model, va_imgs, va_msks, input_size=args.val_size)
        t_val = time.time() - tv
        last_val_s = t_val
        k = max(1, done_steps)
        rec = {"epoch": epoch, "steps": done_steps, "lr": lr, "loss": tot / k, "bce": tb / k,
               "dice_loss": td / k, "area_loss": ta / k, "val_dice": val["dice"], "val_iou": val["iou"],
               "train_s": round(t_tr, 1), "val_s": round(t_val, 1), "elapsed_min": round((time.time() - t0) / 60, 2)}
        improved = val["dice"] > best["dice"]
        if improved:
            best = {"dice": val["dice"], "iou": val["iou"], "epoch": epoch}
            atomic_save(model_ckpt(net.state_dict(), epoch, val), os.path.join(args.out_dir, "best.pt"))
        if args.keep_epochs:
            atomic_save(model_ckpt(net.state_dict(), epoch, val), os.path.join(args.out_dir, f"epoch-{epoch:03d}.pt"))
        swa_msg = ""
        if swa is not None and (time.time() - t0) / budget >= args.swa_start_frac:
            swa.add(ws.strip_aux(net.state_dict()))
            swa_net.load_state_dict(swa.state)
            swa_net.eval()
            swa_prob = ws.ProbModel(swa_net)
            tv = time.time()
            sval = ws.evaluate(lambda x: swa_prob(x.contiguous(memory_format=torch.channels_last)),
                               va_imgs, va_msks, input_size=args.val_size)
            last_val_s += time.time() - tv  # the budget reserve covers both validations
            rec["swa_n"], rec["swa_dice"], rec["swa_iou"] = swa.n, sval["dice"], sval["iou"]
            swa_msg = f" | swa({swa.n}) dice {sval['dice']:.4f}"
            if sval["dice"] > swa.best["dice"]:
                swa.best = {"dice": sval["dice"], "iou": sval["iou"], "epoch": epoch, "n": swa.n}
                swa_msg += " *"
                atomic_save(model_ckpt(swa.state, epoch, sval, swa_n=swa.n), os.path.join(args.out_dir, "swa.pt"))
        epoch_times.append(time.time() - te)
        with open(metrics_path, "a") as f:
            f.write(json.dumps(rec) + "\n")
        atomic_save({"state_dict": net.state_dict(), "optimizer": opt.state_dict(), "epoch": epoch, "val": val,
                     "best": best, "args": vars(args), "elapsed_s": time.time() - t0},
                    os.path.join(args.out_dir, "last.pt"))
        log(f"epoch {epoch:3d} lr {lr:.2e} loss {rec['loss']:.4f} (bce {rec['bce']:.4f} dice {rec['dice_loss']:.4f}) "
            f"{f'area {ta / k:.4f} ' if args.area_weight > 0 else ''}| val dice {val['dice']:.4f} iou {val['iou']:.4f} | train {t_tr:.0f}s val {t_val:.0f}s"
            + ("  * best" if improved else "") + swa_msg)
        if out_of_time:
            break

    total = time.time() - t0
    summary = {"epochs": epoch, "best": best, "swa_best": swa.best if swa is not None else None, "total_minutes": round(total / 60, 2),
               "train_minutes": round((time.time() - t_train) / 60, 2),
               "mean_epoch_minutes": round(float(np.mean(epoch_times)) / 60, 2) if epoch_times else None,
               "params": n_params, "args": vars(args), "torch": torch.__version__,
               "finished": time.strftime("%Y-%m-%d %H:%M:%S")}
    with open(os.path.join(args.out_dir, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    log(f"done: {json.dumps(summary)}")


if __name__ == "__main__":
    main()
