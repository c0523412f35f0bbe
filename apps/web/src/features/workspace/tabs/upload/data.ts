import { Camera, Layers, RotateCcw, ScanLine, Sun } from 'lucide-react';

/** Photo guidelines of the upload tab (spec 001 §2, with the calibration sticker as the scale). */
export const guidelines = [
  { id: 'resolution', icon: Camera, title: 'High resolution', text: 'At least 1024 × 768 pixels; a phone camera at full resolution is ideal.' },
  { id: 'light', icon: Sun, title: 'Good lighting and focus', text: 'Even, diffuse light without flash glare; hold still until the wound edge is sharp.' },
  {
    id: 'sticker',
    icon: ScanLine,
    title: 'Calibration sticker in frame',
    text: 'Place the printed sticker on intact skin beside the wound, in the same plane. Without it no area in cm² is reported.',
  },
  { id: 'angle', icon: RotateCcw, title: 'Square to the wound', text: 'Shoot straight on, about 20–30 cm away; take several angles for the record if the wound is deep.' },
  { id: 'whole', icon: Layers, title: 'Whole wound visible', text: 'Keep the entire wound edge and some surrounding skin inside the picture.' },
] as const;

/** Clinician-observed signs the engine combines with the image (NERDS / STONEES checklists). */
export const clinicianSigns = [
  { id: 'non_healing', label: 'Non-healing (no progress in 2–4 weeks)' },
  { id: 'exudate', label: 'Increased exudate' },
  { id: 'smell', label: 'Smell (malodour)' },
  { id: 'temperature', label: 'Increased periwound temperature' },
  { id: 'probes_to_bone', label: 'Probes to or exposed bone' },
  { id: 'new_breakdown', label: 'New areas of breakdown' },
  { id: 'oedema', label: 'Oedema (swelling)' },
] as const;
export type ClinicianSignId = (typeof clinicianSigns)[number]['id'];
