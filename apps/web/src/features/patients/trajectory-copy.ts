import { msg } from '@lingui/core/macro';

/** The chart's words (workspace catalog messages). */
export const trajectoryCopy = {
  none: msg`No calibrated measurements yet — add the calibration sticker to chart the area.`,
  /** {name} {count} */
  title: msg({
    message: 'Wound area of {name} over time, {count, plural, one {# measurement} other {# measurements}}',
    comment: 'name: the wound, e.g. Left heel',
  }),
  areaAxis: msg`Area (cm²)`,
  /** {date} */
  timeAxis: msg({ message: 'Time of photo, {date}' }),
  dateAxis: msg`Exam date`,
  showTable: msg`Show the data as a table`,
  /** {name} */
  caption: msg({ message: 'Measurements of {name}' }),
  date: msg`Date`,
  area: msg`Area`,
  analysis: msg`Analysis`,
  notMeasured: msg`Not measured`,
  /** {count} */
  omitted: msg({ message: '{count} uncalibrated photo(s) are not charted.' }),
};
