import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WoundStatus } from '@woundcare/api-types';

/** The words of the wound's status card (workspace catalog messages). */
export const woundStatusCopy = {
  title: msg`Status`,
  healedOn: msg`Healed on`,
  closedOn: msg`Closed on`,
  saving: msg`Saving…`,
  saveHealed: msg`Save as healed`,
  saveClosed: msg`Save as closed`,
  cancel: msg`Cancel`,
};

export const STATUS_TEXT: Record<WoundStatus, MessageDescriptor> = {
  open: msg`Open`,
  healed: msg`Healed`,
  closed: msg`Closed`,
};
/** A healed or closed wound's status with the date it took it ({date}: YYYY-MM-DD). */
export const STATUS_SINCE: Record<Exclude<WoundStatus, 'open'>, MessageDescriptor> = {
  healed: msg({ message: 'Healed since {date}' }),
  closed: msg({ message: 'Closed since {date}' }),
};
/** open → healed (with the date it healed) → closed; a healed or closed wound may be reopened */
export const NEXT: Record<WoundStatus, { to: WoundStatus; label: MessageDescriptor }[]> = {
  open: [{ to: 'healed', label: msg`Mark healed` }],
  healed: [
    { to: 'closed', label: msg`Close wound` },
    { to: 'open', label: msg`Reopen` },
  ],
  closed: [{ to: 'open', label: msg`Reopen` }],
};
