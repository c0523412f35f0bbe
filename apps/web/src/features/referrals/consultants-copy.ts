import { msg } from '@lingui/core/macro';

/** The words of the Consultant Services tab and page (workspace catalog messages). */
export const consultantsCopy = {
  // the tab
  title: msg`Consultant Services`,
  description: msg`Your team's referral network, ranked for a completed analysis, and referrals with a letter.`,
  empty: msg`No completed analyses yet`,
  emptyText: msg`Consultant recommendations follow from a completed analysis.`,
  loading: msg`Loading consultant services...`,
  unreachable: msg`The consultant directory could not be reached; this is a sample contact.`,
  /** {state} */
  noneInState: msg({ message: 'No consultants listed for {state}.', comment: 'state: a US state, e.g. California' }),
  details: msg`Analysis details`,
  priority: msg`Priority`,
  infection: msg`Infection screen`,
  assessment: msg`Assessment`,
  specialistTypes: msg`Recommended specialist types`,
  quickActions: msg`Quick actions`,
  recommended: msg`Recommended consultants`,
  state: msg`State`,
  fullDirectory: msg`Search the full consultant directory`,
  // the page
  back: msg`Back`,
  intro: msg`A sample directory of fictional wound-care specialists (example data, not a real directory). To refer a patient, use Send referral: it goes to your team’s own referral network.`,
  /** {patient} {id} {simulated} */
  forPatient: msg({
    message: 'For {patient} ({id}) {simulated}— recommended:',
    comment:
      'Above the recommended specialist types; patient: the patient’s name (in bold); id: the analysis id; simulated: a “Simulated” badge or nothing',
  }),
  search: msg`Search by name or specialization`,
  searchPlaceholder: msg`e.g. wound care`,
  availability: msg`Availability`,
  loadingDoctors: msg`Loading doctors…`,
  /** {count} */
  found: msg({ message: '{count, plural, one {# Doctor Found} other {# Doctors Found}}' }),
  noDoctors: msg`No doctors found`,
  noDoctorsHint: msg`Try adjusting your search criteria or location`,
  // a directory entry
  exampleData: msg`Example data`,
  consultationTypes: msg`Consultation types`,
  callToSchedule: msg`Call to schedule`,
  offline: msg`Offline — scheduling unavailable`,
} as const;
