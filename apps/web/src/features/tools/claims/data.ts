/**
 * CLAIMS sample records (claim and eligibility row: docs/spec-notes.md#tool-records). Sample data: fictitious
 * patients and claims. Rates, averages, breakdowns and the forecast are computed in rules.ts.
 */

export type ClaimStatus = 'Paid' | 'Pending' | 'Denied';
export type Payer = 'Medicare' | 'Medicaid' | 'Commercial';

export interface Claim {
  id: string;
  claimNumber: string;
  patientId: string;
  patientName: string;
  service: string;
  /** CPT or HCPCS code (the spec's field is named cptCode; it also holds HCPCS codes) */
  billingCode: string;
  submittedAmount: number;
  paidAmount: number;
  status: ClaimStatus;
  payer: Payer;
  /** ISO date */
  submissionDate: string;
  /** days from submission to payment; null until paid */
  daysToPayment: number | null;
  /** the payer's reason, for denied claims */
  denialReason: string | null;
}

export const claims: Claim[] = [
  {
    id: 'c1',
    claimNumber: 'CLM-2025-0412',
    patientId: 'P-1001',
    patientName: 'Robert Chen',
    service: 'Selective debridement, first 20 sq cm',
    billingCode: '97597',
    submittedAmount: 1_250,
    paidAmount: 1_020,
    status: 'Paid',
    payer: 'Medicare',
    submissionDate: '2025-05-02',
    daysToPayment: 12,
    denialReason: null,
  },
  {
    id: 'c2',
    claimNumber: 'CLM-2025-0418',
    patientId: 'P-1002',
    patientName: 'Linda Okafor',
    service: 'Alginate dressings, ≤ 16 sq in (30)',
    billingCode: 'A6196',
    submittedAmount: 480,
    paidAmount: 410,
    status: 'Paid',
    payer: 'Medicaid',
    submissionDate: '2025-05-06',
    daysToPayment: 15,
    denialReason: null,
  },
  {
    id: 'c3',
    claimNumber: 'CLM-2025-0423',
    patientId: 'P-1003',
    patientName: 'James Miller',
    service: 'Skin substitute application, first 25 sq cm',
    billingCode: '15271',
    submittedAmount: 2_450,
    paidAmount: 0,
    status: 'Denied',
    payer: 'Commercial',
    submissionDate: '2025-05-09',
    daysToPayment: null,
    denialReason: 'Medical necessity not established',
  },
  {
    id: 'c4',
    claimNumber: 'CLM-2025-0436',
    patientId: 'P-1005',
    patientName: 'Maria Lopez',
    service: 'Debridement, subcutaneous tissue, first 20 sq cm',
    billingCode: '11042',
    submittedAmount: 890,
    paidAmount: 760,
    status: 'Paid',
    payer: 'Medicare',
    submissionDate: '2025-05-14',
    daysToPayment: 14,
    denialReason: null,
  },
  {
    id: 'c5',
    claimNumber: 'CLM-2025-0441',
    patientId: 'P-1004',
    patientName: 'Aisha Khan',
    service: 'Collagen dressings, ≤ 16 sq in (20)',
    billingCode: 'A6021',
    submittedAmount: 360,
    paidAmount: 0,
    status: 'Pending',
    payer: 'Commercial',
    submissionDate: '2025-05-20',
    daysToPayment: null,
    denialReason: null,
  },
];

export interface EligibilityRow {
  patientName: string;
  payer: Payer;
  coverageType: 'Part B' | 'PPO';
  status: 'Verified' | 'Pending' | 'Coverage issue';
  /** deductible met so far this year, USD */
  deductibleMet: number;
  /** yearly deductible, USD */
  deductibleTotal: number;
  /** patient share per visit, e.g. "20%" or "$30" */
  copay: string;
}

export const eligibility: EligibilityRow[] = [
  {
    patientName: 'Robert Chen',
    payer: 'Medicare',
    coverageType: 'Part B',
    status: 'Verified',
    deductibleMet: 257,
    deductibleTotal: 257,
    copay: '20%',
  },
  {
    patientName: 'Maria Lopez',
    payer: 'Medicare',
    coverageType: 'Part B',
    status: 'Verified',
    deductibleMet: 120,
    deductibleTotal: 257,
    copay: '20%',
  },
  {
    patientName: 'James Miller',
    payer: 'Commercial',
    coverageType: 'PPO',
    status: 'Coverage issue',
    deductibleMet: 800,
    deductibleTotal: 1_500,
    copay: '$40',
  },
  {
    patientName: 'Aisha Khan',
    payer: 'Commercial',
    coverageType: 'PPO',
    status: 'Pending',
    deductibleMet: 1_500,
    deductibleTotal: 1_500,
    copay: '$30',
  },
];
