import type { ReferralStatus } from '@woundcare/api-types';

/** The words of the referral network and the referral dialog. */
export const REFERRAL_COPY = {
  networkTitle: 'Your referral network',
  networkText: "Your team's own specialists. Those matching this assessment's recommended specialist types come first.",
  networkEmpty: 'No referral contacts yet.',
  networkEmptyAdmin:
    'Add the specialists your team refers to: they are ranked for each assessment and receive referral letters.',
  networkEmptyMember: "Ask one of your team's owners or admins to add the specialists you refer to.",
  matches: 'Matches',
  addContact: 'Add contact',
  editContact: 'Edit',
  deleteContact: 'Delete',
  confirmDelete: (name: string) =>
    `Delete ${name} from the referral network? Referrals already sent keep their letter.`,
  contactDialogAdd: 'Add a referral contact',
  contactDialogEdit: 'Edit referral contact',
  saveContact: 'Save contact',
  sampleTitle: 'Sample directory',
  sampleText: 'Fictional consultants for trying the product — not your network.',
  sampleOff: 'The sample directory is switched off for your team.',
  sampleSwitch: 'Show the sample directory',
  sendReferral: 'Send referral',
  sendDialogTitle: 'Send a referral',
  sendNoContacts: 'Your team has no referral contacts yet.',
  addFirstContact: 'Add referral contacts',
  contactLabel: 'Refer to',
  reasonLabel: 'Reason for referral',
  urgencyLabel: 'Urgency',
  deliveryLegend: 'Delivery',
  deliveryEmail: 'E-mail the letter (PDF) to the contact',
  deliveryDownload: 'Download the letter (PDF) to send it yourself',
  submitEmail: 'Send referral',
  submitDownload: 'Create and download letter',
  sentByEmail: (name: string, email: string) => `Referral sent to ${name} (${email}) with the letter attached.`,
  downloaded: (name: string) => `Referral letter to ${name} created and downloaded.`,
  timelineTitle: 'Referrals',
  timelineEmpty: 'No referrals of this wound yet.',
  letter: 'Letter (PDF)',
} as const;

/** What a clinician can move a referral to next (forward only), with the button's words. */
export const NEXT_STATUS: Record<ReferralStatus, { status: ReferralStatus; label: string } | null> = {
  sent: { status: 'acknowledged', label: 'Mark acknowledged' },
  acknowledged: { status: 'seen', label: 'Mark seen' },
  seen: null,
};
