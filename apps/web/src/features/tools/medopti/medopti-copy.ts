import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The words of the MedOpti dashboard, per tab (workspace catalog messages). */
export const medoptiCopy = {
  intro: msg`Medication and supply cost optimisation for wound care: negotiated prices, the patient impact of the savings, formulary position and antibiotic stewardship.`,
  sections: msg`MedOpti sections`,
  tabs: {
    overview: msg`Overview`,
    savings: msg`Savings`,
    formulary: msg`Formulary`,
    antibiotics: msg`Antibiotics`,
    resources: msg`Resources`,
  },
  overview: {
    projectedSavings: msg`Projected savings`,
    projectedSavingsNote: msg`Σ (current − negotiated), one month's supply of each`,
    averageDiscount: msg`Average discount`,
    averageDiscountNote: msg`Mean savings % over the sample medications`,
    formularyOptimisation: msg`Formulary optimisation`,
    formularyOptimisationNote: msg`Formulary items on the preferred tier`,
    tracked: msg`Medications tracked`,
    pricesCaption: msg`Negotiated prices per month's supply`,
    medication: msg`Medication`,
    current: msg`Current`,
    negotiated: msg`Negotiated`,
    savings: msg`Savings`,
    savingsChart: msg`Savings per month's supply`,
    savingsChartValue: msg`Savings (USD)`,
    openCalculator: msg`Open the patient impact calculator`,
  },
  savings: {
    priceChart: msg`Negotiated price vs current price, per month's supply`,
    priceChartValue: msg`Negotiated price (USD)`,
    /** {negotiated} {current}: dollar amounts */
    priceOf: msg({ message: '{negotiated} of {current}' }),
    barNote: msg`Bar length: negotiated price on the scale of the dearest current price.`,
    calculator: msg`Patient impact calculator`,
    /** {perSupply}: a dollar amount; {each}: the dollar amounts it is the mean of, comma-separated */
    assumption: msg({
      message:
        "Assumes each medication is one month's supply per month, saving the sample average of {perSupply} per supply (mean of {each}).",
    }),
    fields: {
      patients: msg`Patients`,
      medicationsPerPatient: msg`Medications per patient`,
      months: msg`Months`,
    },
    total: msg`Total savings`,
    perMonth: msg`Per month`,
    perPatient: msg`Per patient`,
    correct: msg`Correct the highlighted field to see the savings.`,
  },
  formulary: {
    itemsPreferred: msg({ message: '{preferred} of {total} items on the preferred tier' }),
    toSwitch: msg`Items to switch`,
    toSwitchNote: msg`Non-preferred or under review`,
    caption: msg`Wound-care supply formulary`,
    code: msg`Code`,
    product: msg`Product`,
    tier: msg`Tier`,
    alternative: msg`Preferred alternative`,
  },
  antibiotics: {
    courses: msg`Courses this quarter`,
    cultureGuided: msg`Culture-guided`,
    cultureGuidedNote: msg`Courses chosen on a wound culture`,
    overGuideline: msg`Longer than guideline`,
    none: msg`None`,
    caption: msg`Antibiotic courses for wound infections`,
    antibiotic: msg`Antibiotic`,
    coursesColumn: msg`Courses`,
    meanDays: msg`Mean days`,
    guidelineMax: msg`Guideline max`,
    /** {days}: a number of days, as "7 d" */
    days: msg({ message: '{days} d' }),
    guidedChart: msg`Culture-guided share of courses`,
    guidedChartValue: msg`Culture-guided (%)`,
  },
  /** the calculator's messages for a field left wrong, one sentence per field (rules.ts CalculatorField) */
  errors: {
    patients: {
      empty: msg`Enter the number of patients.`,
      notNumber: msg`Enter the number of patients as a number.`,
      negative: msg`Enter the number of patients as 0 or more, not a negative number.`,
      fraction: msg`Enter the number of patients as a whole number.`,
    },
    medicationsPerPatient: {
      empty: msg`Enter the medications per patient.`,
      notNumber: msg`Enter the medications per patient as a number.`,
      negative: msg`Enter the medications per patient as 0 or more, not a negative number.`,
      fraction: msg`Enter the medications per patient as a whole number.`,
    },
    months: {
      empty: msg`Enter the number of months.`,
      notNumber: msg`Enter the number of months as a number.`,
      negative: msg`Enter the number of months as 0 or more, not a negative number.`,
      fraction: msg`Enter the number of months as a whole number.`,
    },
  } satisfies Record<string, Record<'empty' | 'notNumber' | 'negative' | 'fraction', MessageDescriptor>>,
} as const;
