/** The printable calibration sticker (docs/decisions/0003-calibration-sticker.md). */
export const STICKER = {
  dictionary: 'DICT_4X4_50',
  markerSizeMm: 20.0,
  minMarginMm: 4,
} as const;

export const calibrationStickerPage = {
  eyebrow: 'Resources',
  title: 'The calibration sticker',
  lead: 'A photo has no built-in sense of scale. The Woundly sticker gives it one: a printed square of known size that lets the engine turn pixels into millimetres — on the plane of the skin, even when the camera is tilted.',
  downloadsTitle: 'Download and print',
  downloads: [
    { format: 'PDF', label: 'Download the sticker (PDF)', note: 'Best for office printers.' },
    { format: 'SVG', label: 'Download the sticker (SVG)', note: 'Vector file for label printers and print shops.' },
  ],
  specTitle: 'What the sticker is',
  spec: [
    { term: 'Marker', text: `An ArUco marker from the OpenCV ${STICKER.dictionary} dictionary (any id from 0 to 49).` },
    { term: 'Size', text: `The black square measures exactly ${STICKER.markerSizeMm.toFixed(1)} mm on each side.` },
    {
      term: 'Margin',
      text: `At least ${STICKER.minMarginMm} mm of plain white around the square. The margin is also the white reference for colour correction.`,
    },
  ],
  printTitle: 'Printing it correctly',
  printSteps: [
    'Print at 100% / “Actual size”. Turn off “Fit to page” or any scaling.',
    'Use matte white paper or label stock; glossy paper reflects the flash.',
    `Check the print with a ruler: the black square must measure ${STICKER.markerSizeMm.toFixed(1)} mm. If it does not, fix the printer settings and print again.`,
    'Keep the white margin intact when you cut the sticker out.',
  ],
  useTitle: 'Taking the photo',
  useSteps: [
    'Place the sticker on intact skin next to the wound, on the same plane, without covering the wound edge.',
    'Hold the phone 20–40 cm away so the wound and the whole sticker are in the frame and in focus.',
    'Use even light and avoid shadows across the sticker.',
    'Use a new sticker for each patient and dispose of it as clinical waste.',
  ],
  howTitle: 'How the measurement works',
  how: [
    'The engine finds the four corners of the black square in the photo.',
    'Because the square is known to be 20.0 mm, the corners define the mapping (a homography) from the image to the skin plane.',
    'The wound outline is measured on that plane, so camera tilt does not change the area.',
    'The white margin is used to correct colour before tissue is classified.',
  ],
  noSticker: {
    title: 'No sticker, no cm²',
    text: 'If the sticker is missing, cut off or unreadable, Woundly still stores the photo but gives no area in cm². It marks the result as uncalibrated and tells you what to fix — we never guess a scale.',
  },
};

/** Inner 4 × 4 bits of DICT_4X4_50 marker id 0 (row-major, 1 = white), as OpenCV generates it. */
export const MARKER_ID0_BITS: readonly (readonly number[])[] = [
  [1, 0, 1, 1],
  [0, 1, 0, 1],
  [0, 0, 1, 1],
  [0, 0, 1, 0],
];
