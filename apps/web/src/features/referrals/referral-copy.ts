import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReferralStatus } from '@woundcare/api-types';

/** The words of the referral network and the referral dialog (workspace catalog messages). */
export const REFERRAL_COPY = {
  networkTitle: msg`Your referral network`,
  networkText: msg`Your team's own specialists. Those matching this assessment's recommended specialist types come first.`,
  networkEmpty: msg`No referral contacts yet.`,
  networkEmptyAdmin: msg`Add the specialists your team refers to: they are ranked for each assessment and receive referral letters.`,
  networkEmptyMember: msg`Ask one of your team's owners or admins to add the specialists you refer to.`,
  /** {type} */
  matches: msg({ message: 'Matches: {type}', comment: 'type: a recommended specialist type, e.g. Vascular surgeon' }),
  addContact: msg`Add contact`,
  editContact: msg`Edit`,
  /** {name} */
  editContactLabel: msg({ message: 'Edit {name}', comment: 'name: a referral contact' }),
  deleteContact: msg`Delete`,
  /** {name} */
  deleteContactLabel: msg({ message: 'Delete {name}', comment: 'name: a referral contact' }),
  /** {name} */
  confirmDelete: msg({
    message: 'Delete {name} from the referral network? Referrals already sent keep their letter.',
  }),
  contactDialogAdd: msg`Add a referral contact`,
  contactDialogEdit: msg`Edit referral contact`,
  saveContact: msg`Save contact`,
  sampleTitle: msg`Sample directory`,
  sampleText: msg`Fictional consultants for trying the product — not your network.`,
  sampleOff: msg`The sample directory is switched off for your team.`,
  sampleSwitch: msg`Show the sample directory`,
  sendReferral: msg`Send referral`,
  /** {name} */
  sendReferralTo: msg({ message: 'Send referral to {name}', comment: 'name: a referral contact' }),
  loadingNetwork: msg`Loading the referral network…`,
  sendDialogTitle: msg`Send a referral`,
  sendNoContacts: msg`Your team has no referral contacts yet.`,
  addFirstContact: msg`Add referral contacts`,
  close: msg`Close`,
  cancel: msg`Cancel`,
  /** {name} {specialty} {type} */
  contactMatches: msg({
    message: '{name} — {specialty} (matches {type})',
    comment: 'A referral contact in the picker; type: the recommended specialist type it answers',
  }),
  contactLabel: msg`Refer to`,
  reasonLabel: msg`Reason for referral`,
  urgencyLabel: msg`Urgency`,
  deliveryLegend: msg`Delivery`,
  deliveryEmail: msg`E-mail the letter (PDF) to the contact`,
  deliveryDownload: msg`Download the letter (PDF) to send it yourself`,
  submitEmail: msg`Send referral`,
  submitDownload: msg`Create and download letter`,
  /** {name} {email} */
  sentByEmail: msg({ message: 'Referral sent to {name} ({email}) with the letter attached.' }),
  /** {name} */
  downloaded: msg({ message: 'Referral letter to {name} created and downloaded.' }),
  timelineTitle: msg`Referrals`,
  timelineLoading: msg`Loading referrals…`,
  timelineEmpty: msg`No referrals of this wound yet.`,
  /** {email} {name} */
  emailedBy: msg({ message: 'E-mailed to {email} by {name}', comment: 'name: the team member who sent the referral' }),
  /** {name} */
  downloadedBy: msg({ message: 'Letter downloaded by {name}', comment: 'name: the team member who sent the referral' }),
  letter: msg`Letter (PDF)`,
} as const;

/** The contact form's field labels. */
export const CONTACT_FIELDS = {
  name: msg`Name`,
  specialty: msg`Specialty`,
  organisation: msg`Organisation`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  address: msg`Address`,
  notes: msg`Notes`,
} as const;

/** What a clinician can move a referral to next (forward only), with the button's words. */
export const NEXT_STATUS: Record<ReferralStatus, { status: ReferralStatus; label: MessageDescriptor } | null> = {
  sent: { status: 'acknowledged', label: msg`Mark acknowledged` },
  acknowledged: { status: 'seen', label: msg`Mark seen` },
  seen: null,
};
