export type { Priority } from '@woundcare/api-types';

export type { TreatmentPlanFields } from '@woundcare/api-types';
