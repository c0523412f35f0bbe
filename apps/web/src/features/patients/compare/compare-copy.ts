import { msg } from '@lingui/core/macro';

/** The comparison's words (workspace catalog messages). */
export const compareCopy = {
  notAvailable: msg`Assessment not available yet`,
  /** {date} */
  photoScaled: msg({
    message: 'Photo of {date} with the wound outline, cropped around the wound at the shared scale',
    comment: 'date: the exam’s date (and time)',
  }),
  /** {date} */
  photoWhole: msg({
    message: 'Photo of {date} with the wound outline, whole photo',
    comment: 'date: the exam’s date (and time)',
  }),
  noScale: msg`No scale: not comparable by size`,
  area: msg`Area:`,
  noTissue: msg`Tissue not assessed yet.`,
  simulated: msg`simulated`,
  notMeasured: msg`not measured`,
  title: msg`Compare visits`,
  printLabel: msg`Print the comparison`,
  print: msg`Print`,
  one: msg`One visit so far: the next photo of this wound can be compared with it.`,
  sameScale: msg`Both photos are drawn at the same scale from their calibration stickers: 1 cm is the same length in each.`,
  onlyCalibrated: msg`Only photos with a calibration sticker can be drawn at the same scale.`,
  first: msg`First photo`,
  second: msg`Second photo`,
  all: msg`All visits`,
  choose: msg`Choose a visit to show it as the second photo.`,
  allLabel: msg`All visits in order`,
  simulatedTile: msg`Simulated`,
  notMeasuredTile: msg`Not measured`,
};

/** A visit's tags: above its photo, and in lower case after the area in the pickers' options. */
export const TAGS = {
  baseline: { tag: msg`Baseline`, inOption: msg`baseline` },
  latest: { tag: msg`Latest`, inOption: msg`latest` },
};
