/** Fixed sample records of the dashboard (spec 001 §2/§3). Shown labelled "Sample data". */
export interface SamplePatient {
  id: string;
  name: string;
  age: number;
  lastVisit: string;
  status: 'active' | 'completed' | 'pending';
}

export interface SampleConsultation {
  id: string;
  type: 'video' | 'chat';
  specialist: string;
  date: string;
  status: 'scheduled' | 'completed';
  duration: string;
}

export const sampleStats = [
  { id: 'patients', label: 'Total Patients', value: '1,247', note: '+12% this month' },
  { id: 'analyses', label: 'Analyses Today', value: '38', note: '+5 since yesterday' },
  { id: 'consultations', label: 'Active Consultations', value: '14', note: '3 awaiting reply' },
  { id: 'plans', label: 'Treatment Plans', value: '326', note: '89% on schedule' },
] as const;

export const samplePatients: SamplePatient[] = [
  { id: 'p-1', name: 'Maria Alvarez', age: 67, lastVisit: '2025-01-14', status: 'active' },
  { id: 'p-2', name: 'James Whitfield', age: 54, lastVisit: '2025-01-13', status: 'pending' },
  { id: 'p-3', name: 'Helen Okafor', age: 72, lastVisit: '2025-01-10', status: 'completed' },
  { id: 'p-4', name: 'Robert Chen', age: 61, lastVisit: '2025-01-09', status: 'active' },
  { id: 'p-5', name: 'Dorothy Greene', age: 80, lastVisit: '2025-01-06', status: 'pending' },
];

export const sampleConsultations: SampleConsultation[] = [
  {
    id: 'c-1',
    type: 'video',
    specialist: 'Dr. Priya Raman, Wound Care',
    date: '2025-01-16 09:30',
    status: 'scheduled',
    duration: '30 min',
  },
  {
    id: 'c-2',
    type: 'chat',
    specialist: 'Dr. Samuel Ortiz, Infectious Disease',
    date: '2025-01-16 14:00',
    status: 'scheduled',
    duration: '15 min',
  },
  {
    id: 'c-3',
    type: 'video',
    specialist: 'Dr. Lena Fischer, Vascular Surgery',
    date: '2025-01-17 11:00',
    status: 'scheduled',
    duration: '45 min',
  },
  {
    id: 'c-4',
    type: 'video',
    specialist: 'Dr. Kwame Mensah, Podiatry',
    date: '2025-01-12 10:00',
    status: 'completed',
    duration: '30 min',
  },
];

export const RECENT_PATIENTS_SHOWN = 4;
export const UPCOMING_CONSULTATIONS_SHOWN = 3;
