import { Camera, Layers, RotateCcw, ScanLine, Sun } from 'lucide-react';

/** Photo guidelines of the upload tab (spec 001 §2, with the calibration sticker as the scale). */
export const guidelines = [
  {
    id: 'resolution',
    icon: Camera,
    title: 'High resolution',
    text: 'At least 1024 × 768 pixels; a phone camera at full resolution is ideal.',
  },
  {
    id: 'light',
    icon: Sun,
    title: 'Good lighting and focus',
    text: 'Even, diffuse light without flash glare; hold still until the wound edge is sharp.',
  },
  {
    id: 'sticker',
    icon: ScanLine,
    title: 'Calibration sticker in frame',
    text: 'Place the printed sticker on intact skin beside the wound, in the same plane. Without it no area in cm² is reported.',
  },
  {
    id: 'angle',
    icon: RotateCcw,
    title: 'Square to the wound',
    text: 'Shoot straight on, about 20–30 cm away; take several angles for the record if the wound is deep.',
  },
  {
    id: 'whole',
    icon: Layers,
    title: 'Whole wound visible',
    text: 'Keep the entire wound edge and some surrounding skin inside the picture.',
  },
] as const;

/** The bedside infection checklist at upload (each sign present, absent or not assessed; the photo's own signs are added by the engine). */
export const bedsideCopy = {
  summary: 'Bedside infection signs (NERDS / STONEES, optional)',
  help: 'Without bedside signs the infection screen stays "indeterminate — bedside assessment needed": a photo shows at most debris, bright-red granulation, erythema and a size change. You can also fill this in on the result.',
} as const;
