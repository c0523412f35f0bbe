import { msg } from '@lingui/core/macro';

/** The words of the dashboard tab (workspace catalog messages, read with say()). */
export const dashboardCopy = {
  title: msg`Dashboard`,
  records: msg`Your team’s records.`,
  thisWeek: msg({
    message: 'This week: {week}, by exam date.',
    comment: 'week: the counted week, e.g. Mon 9 Mar – Sun 15 Mar 2026 (Europe/London)',
  }),
  loadFailed: msg({ message: 'The dashboard could not be loaded: {message}', comment: 'message: why, in English' }),
  tryAgain: msg`Try again`,
  loading: msg`Loading the dashboard…`,
  quickActions: {
    title: msg`Quick actions`,
    upload: msg`Upload Image`,
    analysis: msg`New Analysis`,
    consultants: msg`Consultant Services`,
    reports: msg`View Reports`,
  },
  stats: {
    label: msg`This week at a glance`,
    openWounds: msg`Open wounds`,
    openWoundsNote: msg`Wounds not yet healed or closed`,
    patientsSeen: msg`Patients seen this week`,
    patientsSeenNote: msg`With an assessment examined this week`,
    assessments: msg`Assessments this week`,
    assessmentsNote: msg`By exam date`,
    onTrack: msg`On track at the 4-week check`,
    noFourWeekCheck: msg`No open wound has reached its 4-week check yet`,
    fourWeekNote: msg({
      message: '{onTrack} of {checked, plural, one {# open wound} other {# open wounds}} with a 4-week check',
      comment: 'onTrack: how many of the checked wounds are on track',
    }),
    outlines: msg`Outlines awaiting confirmation`,
    outlinesNote: msg`Measured outlines a clinician has not confirmed`,
  },
  followUps: {
    title: msg`Follow-ups`,
    counts: msg({
      message: '{overdue} overdue · {dueToday} due today',
      comment: 'overdue, dueToday: counts of wounds',
    }),
    worklist: msg`Open the worklist`,
  },
  recent: {
    title: msg`Recent assessments`,
    empty: msg`No assessments yet`,
    emptyText: msg`Add a patient and a wound, then take or upload a photo: its assessment appears here.`,
    examined: msg({ message: 'Examined {date}', comment: 'date: the exam date, e.g. 9 Mar 2026' }),
  },
} as const;
