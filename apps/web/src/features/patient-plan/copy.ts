/** The words of the patient's plan page: plain language, for the patient and whoever helps them. */
export const patientPlanCopy = {
  brand: 'Woundly',
  loading: 'Loading your care plan…',
  greeting: (firstName: string) => `Hello ${firstName}, here is your wound care plan`,
  siteLabel: 'Where your wound is',
  noSite: 'As your clinic showed you',
  madeOn: (date: string) => `From your visit on ${date}.`,
  seeTodayTitle: 'Your wound needs to be seen today',
  seeToday:
    'Your clinic asked for this wound to be checked today. If that has not happened, call your clinic now. If you feel very unwell, call emergency services.',
  homeCare: 'What to do at home',
  avoid: 'What not to do',
  materials: 'What you need',
  seekHelp: 'When to get help',
  seekHelpIntro: 'Call your clinic the same day if you notice any of these:',
  emergency: 'If you feel very unwell, confused or short of breath, call emergency services.',
  nextAppointment: 'Your next appointment',
  clinicWillTell: 'Your clinic will tell you.',
  print: 'Print this plan',
  qrCaption: 'Scan to open this plan on a phone',
  qrLabel: 'QR code of the link to this plan',
  validUntil: (date: string) => `This link works until ${date}. Keep it private: anyone with the link can read it.`,
  note: 'This plan comes from your clinic. If anything is unclear, ask your nurse or doctor.',
  gone: {
    LINK_EXPIRED: {
      title: 'This link has expired',
      text: 'Ask your clinic for a new one.',
    },
    LINK_REVOKED: {
      title: 'This link is no longer active',
      text: 'Your clinic has withdrawn it. Ask your clinic for a new one.',
    },
    NOT_FOUND: {
      title: 'This link does not work',
      text: 'Check that you typed the whole link, or ask your clinic for a new one.',
    },
    RATE_LIMITED: {
      title: 'Too many tries',
      text: 'Please wait a minute, then try again.',
    },
    other: {
      title: 'We could not load your plan',
      text: 'Check your internet connection and try again.',
    },
  },
  tryAgain: 'Try again',
} as const;

/** A date as the patient reads it, e.g. "2 March 2026" (calendar days are not shifted by time zone). */
export function sayDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Date(day ? `${value}T12:00:00Z` : value).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(day ? { timeZone: 'UTC' } : {}),
  });
}
