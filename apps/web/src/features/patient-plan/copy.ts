import { msg } from '@lingui/core/macro';

/**
 * The words of the patient's plan page: plain language (about a 6th-grade reading level), for the
 * patient and whoever helps them. Each is a catalog message (src/locales/patient/<locale>.po);
 * the page shows it in the page's language.
 */
export const patientPlanCopy = {
  brand: 'Woundly',
  loading: msg`Loading your care plan…`,
  title: msg`Your care plan`,
  /** {firstName} */
  greeting: msg({
    message: 'Hello {firstName}, here is your wound care plan',
    comment: 'The page heading. firstName is the patient’s first name.',
  }),
  siteLabel: msg`Where your wound is`,
  noSite: msg`As your clinic showed you`,
  /** {date} */
  madeOn: msg({ message: 'From your visit on {date}.', comment: 'date: the day of the clinic visit.' }),
  /** the plan's urgency, the first thing on the page (PatientPlanJson.urgency) */
  urgency: {
    emergency: {
      title: msg({
        message: 'Go to the emergency department today',
        comment:
          'Urgent safety message: the patient must go to a hospital emergency department (emergency room) today.',
      }),
      text: msg({
        message:
          'Your clinic found signs that need care in hospital today. Go to the emergency department now. If you cannot get there, or you feel very unwell, call emergency services.',
        comment: 'Urgent safety message. "Call emergency services" means call 911 in the US.',
      }),
    },
    today: {
      title: msg({
        message: 'Call your clinic today',
        comment: 'Urgent safety message: the patient must phone their clinic today.',
      }),
      text: msg({
        message:
          'Your wound needs to be checked today. Call your clinic now to be seen today. If you feel very unwell, call emergency services.',
        comment: 'Urgent safety message.',
      }),
    },
  },
  homeCare: msg`What to do at home`,
  /** the home-care heading when the plan sends the patient to hospital today */
  beforeYouGo: msg`Before you go`,
  avoid: msg`What not to do`,
  materials: msg`What you need`,
  seekHelp: msg`When to get help`,
  seekHelpIntro: msg`Call your clinic the same day if you notice any of these:`,
  emergency: msg({
    message: 'If you feel very unwell, confused or short of breath, call emergency services.',
    comment: 'Urgent safety message.',
  }),
  clinicLabel: msg`Your clinic`,
  /** the clinic's phone as a link that dials it */
  callClinic: msg`Call {phone}`,
  nextAppointment: msg`Your next appointment`,
  clinicWillTell: msg`Your clinic will tell you.`,
  print: msg`Print this plan`,
  qrCaption: msg`Scan this code with a phone camera to open this plan.`,
  qrLabel: msg`QR code of the link to this plan`,
  /** {date} */
  validUntil: msg({ message: 'This link works until {date}.', comment: 'date: the last day the link works.' }),
  /** {days}: on screen only (a printed page does not count down) */
  daysLeft: msg({
    message: '{days, plural, =0 {Today is its last day.} one {# day left.} other {# days left.}}',
    comment: 'days: whole days until the link stops working.',
  }),
  keepPrivate: msg`Keep it private: anyone with the link can read it.`,
  note: msg`This plan comes from your clinic. If anything is unclear, ask your nurse or doctor.`,
  language: msg({ message: 'Language', comment: 'Label of the language switch.' }),
  gone: {
    LINK_EXPIRED: {
      title: msg`This link has expired`,
      text: msg`Ask your clinic for a new one.`,
    },
    LINK_REVOKED: {
      title: msg`This link is no longer active`,
      text: msg`Your clinic has turned it off. Ask your clinic for a new one.`,
    },
    NOT_FOUND: {
      title: msg`This link does not work`,
      text: msg`Check that you typed the whole link, or ask your clinic for a new one.`,
    },
    RATE_LIMITED: {
      title: msg`Too many tries`,
      text: msg`Please wait a minute, then try again.`,
    },
    other: {
      title: msg`We could not load your plan`,
      text: msg`Check your internet connection and try again.`,
    },
  },
  tryAgain: msg`Try again`,
} as const;
