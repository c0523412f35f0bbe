import { msg } from '@lingui/core/macro';

/** The words of the Reports & Analytics tab (workspace catalog messages, read with say()). */
export const reportsCopy = {
  title: msg`Reports & Analytics`,
  intro: msg`A report of one completed analysis, to download as PDF or export to an EHR as FHIR.`,
  emptyTitle: msg`No completed analyses yet`,
  emptyText: msg`Reports are made from completed analyses.`,
  simulated: msg`This report is of a simulated analysis — the figures are demo values, not measurements.`,
  cards: {
    outline: msg`Outline check`,
    modelOutline: msg({
      message: '{outline}: from the outline, the sticker and the photo',
      comment: 'outline: how the outline was traced, e.g. Model-traced outline',
    }),
    time: msg`Processing time`,
    timeNote: msg`Upload to result`,
    area: msg`Wound area`,
    notMeasured: msg`Not measured`,
    priority: msg`Priority`,
  },
  patient: {
    title: msg`Patient information`,
    patient: msg`Patient`,
    photo: msg`Photo taken / uploaded`,
    id: msg`Analysis ID`,
  },
  screen: {
    title: msg`Screen summary`,
    infection: msg({ message: 'Infection screen ({instrument})', comment: 'instrument: e.g. NERDS/STONEES' }),
    items: msg`Items assessed`,
    itemsCount: msg({ message: '{assessed} of {total}', comment: 'infection screen items assessed of all items' }),
    perfusion: msg`Perfusion`,
  },
  priorityTitle: msg`Treatment priority`,
  findings: msg`Findings`,
  recommendations: msg`Recommendations`,
  export: {
    title: msg`Export`,
    pdf: msg`Download PDF report`,
    preparingPdf: msg`Preparing PDF…`,
    fhir: msg`Export FHIR`,
    exporting: msg`Exporting…`,
    failed: msg`Download failed`,
    simulated: msg`A simulated analysis has no measurements, so it cannot be exported to FHIR.`,
    fhirNote: msg`The FHIR export is an R4 Bundle: area, length and width Observations (LOINC, UCUM units) and the photo as Media.`,
  },
} as const;
