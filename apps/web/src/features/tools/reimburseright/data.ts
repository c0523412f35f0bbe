/**
 * ReimburseRight sample records (z-score patient row, contract, pre-authorization request:
 * docs/spec-notes.md#tool-records). Sample data: fictitious patients and contracts.
 * Risk level, bands, totals and averages are computed in rules.ts and shared/z-score.ts.
 */

export type Complexity = 'High' | 'Medium' | 'Low';
export type PatientStatus = 'Active' | 'Healing' | 'Pending' | 'Approved';

export interface ZScorePatient {
  id: string;
  patientId: string;
  name: string;
  age: number;
  woundType: string;
  /** standard deviations of the patient's projected cost above the cohort mean */
  zScore: number;
  complexity: Complexity;
  /** projected cost of the wound episode, USD */
  projectedCost: number;
  /** what the current contract reimburses for it, USD */
  currentReimbursement: number;
  /** part of the gap a risk-adjusted claim or contract term can recover, USD */
  potentialOptimization: number;
  status: PatientStatus;
  /** the steps of this patient's optimization plan */
  plan: string[];
}

export const patients: ZScorePatient[] = [
  {
    id: 'zp-1',
    patientId: 'P-1001',
    name: 'Robert Chen',
    age: 72,
    woundType: 'Diabetic foot ulcer',
    zScore: 2.8,
    complexity: 'High',
    projectedCost: 48_500,
    currentReimbursement: 31_200,
    potentialOptimization: 12_400,
    status: 'Active',
    plan: [
      'Document HCC codes for diabetes with complications',
      'Request an outlier adjustment under the risk-based contract',
      'Schedule offloading and vascular review to shorten the episode',
    ],
  },
  {
    id: 'zp-2',
    patientId: 'P-1002',
    name: 'Linda Okafor',
    age: 81,
    woundType: 'Pressure injury, stage 3',
    zScore: 2.1,
    complexity: 'High',
    projectedCost: 36_800,
    currentReimbursement: 27_900,
    potentialOptimization: 6_300,
    status: 'Healing',
    plan: [
      'Record stage and measurements at every visit',
      'Bill support-surface rental under the DME benefit',
      'Confirm the nutrition consult is on the claim',
    ],
  },
  {
    id: 'zp-3',
    patientId: 'P-1003',
    name: 'James Miller',
    age: 64,
    woundType: 'Venous leg ulcer',
    zScore: 1.7,
    complexity: 'Medium',
    projectedCost: 22_400,
    currentReimbursement: 18_600,
    potentialOptimization: 2_900,
    status: 'Pending',
    plan: ['Add compression therapy to the care plan and claim', 'Pre-authorize the skin substitute before week 4'],
  },
  {
    id: 'zp-4',
    patientId: 'P-1004',
    name: 'Aisha Khan',
    age: 58,
    woundType: 'Surgical wound dehiscence',
    zScore: 0.9,
    complexity: 'Low',
    projectedCost: 9_800,
    currentReimbursement: 8_900,
    potentialOptimization: 600,
    status: 'Approved',
    plan: ['Keep the weekly telehealth check and photo measurement on the claim'],
  },
];

export interface Contract {
  id: string;
  contractName: string;
  type: 'Risk-Based' | 'Fee-for-Service';
  woundCarePatients: number;
  /** total contract value, USD */
  totalValue: number;
  /** optimization potential, percent of the value */
  optimizationPotential: number;
  status: 'Active' | 'Renewal Due';
  /** ISO date */
  renewalDate: string;
}

/** The two contracts (docs/spec-notes.md#tool-figures): 2,840,000 at 18.5 % (renewal 2025-12-31) and 1,870,000 at 12.3 % (renewal 2025-06-30). */
export const contracts: Contract[] = [
  {
    id: 'CT-1',
    contractName: 'Medicare Advantage wound-care bundle',
    type: 'Risk-Based',
    woundCarePatients: 312,
    totalValue: 2_840_000,
    optimizationPotential: 18.5,
    status: 'Active',
    renewalDate: '2025-12-31',
  },
  {
    id: 'CT-2',
    contractName: 'Commercial PPO wound services',
    type: 'Fee-for-Service',
    woundCarePatients: 180,
    totalValue: 1_870_000,
    optimizationPotential: 12.3,
    status: 'Renewal Due',
    renewalDate: '2025-06-30',
  },
];

export interface PreAuthRequest {
  id: string;
  patientId: string;
  service: string;
  /** CPT or HCPCS code (the spec's field is named cptCode; it also holds HCPCS codes) */
  billingCode: string;
  requestedAmount: number;
  /** null while pending */
  approvedAmount: number | null;
  status: 'Approved' | 'Pending';
  /** days from request to decision; null while pending */
  turnaroundDays: number | null;
  /** denial loss avoided by authorising before the service, USD (0 while pending) */
  savings: number;
}

export const preAuthRequests: PreAuthRequest[] = [
  {
    id: 'PA-301',
    patientId: 'P-1001',
    service: 'Skin substitute application, first 25 sq cm',
    billingCode: '15271',
    requestedAmount: 2_450,
    approvedAmount: 2_450,
    status: 'Approved',
    turnaroundDays: 2.1,
    savings: 420,
  },
  {
    id: 'PA-302',
    patientId: 'P-1002',
    service: 'Negative pressure wound therapy, ≤ 50 sq cm',
    billingCode: '97605',
    requestedAmount: 1_850,
    approvedAmount: 1_700,
    status: 'Approved',
    turnaroundDays: 2.7,
    savings: 360,
  },
  {
    id: 'PA-303',
    patientId: 'P-1003',
    service: 'Hyperbaric oxygen, per 30 minutes',
    billingCode: 'G0277',
    requestedAmount: 3_200,
    approvedAmount: null,
    status: 'Pending',
    turnaroundDays: null,
    savings: 0,
  },
];
