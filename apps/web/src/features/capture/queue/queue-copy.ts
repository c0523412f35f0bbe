import { msg } from '@lingui/core/macro';

/**
 * The words of the offline capture queue (header badge, list, sign-out warning, upload form):
 * workspace catalog messages, read with say().
 */
export const queueCopy = {
  waiting: msg({ message: 'Waiting to upload ({count})', comment: 'count: photos waiting on this device' }),
  offline: msg`Offline`,
  panelTitle: msg`Photos waiting to upload`,
  panelIntro: msg`These photos are kept on this device until the server has received them. They are sent when the network returns.`,
  empty: msg`No photos are waiting: everything taken on this device has been uploaded.`,
  sending: msg`Sending…`,
  offlineNow: msg`This device is offline. The photos are sent as soon as the network returns.`,
  nextTry: msg({ message: 'Could not reach the server. Next try in about {seconds} s.' }),
  sendNow: msg`Send now`,
  discard: msg`Discard`,
  discardLabel: msg({
    message: 'Discard the waiting photo of {label}',
    comment: 'label: the photo’s patient and wound, e.g. Ann Lee · Left heel',
  }),
  discardQuestion: msg`Discard this photo? It has not been uploaded and is deleted from this device.`,
  discardConfirm: msg`Discard photo`,
  keep: msg`Keep`,
  photoAlt: msg({ message: 'Waiting photo of {label}', comment: 'label: the photo’s patient and wound' }),
  refused: msg({ message: 'The server refused this photo: {message}', comment: 'message: the server’s reason' }),
  fileAsAnotherVisit: msg`File as another visit`,
  queuedAt: msg({ message: 'Taken {when}', comment: 'when: date and time the photo was taken' }),
  storageRefused: msg`This browser did not grant persistent storage: if the device runs short of space it may delete waiting photos. Install the app or keep some space free, and send them as soon as you can.`,
  // the upload form
  saved: msg({
    message:
      'Saved on this device. It uploads when the network returns. {count, plural, one {# photo is} other {# photos are}} waiting to upload.',
  }),
  allSent: msg`Uploaded: the photos kept on this device have reached the server.`,
  savedAfterFailure: msg({
    message:
      'The network failed while sending. The photo is kept on this device and sent again automatically. Waiting to upload ({count}).',
    comment: 'count: photos waiting on this device',
  }),
  newWoundOffline: msg`A new wound needs the network. Offline, file the photo under an existing wound or a new patient, or try again when the network is back.`,
  notKept: msg`This browser cannot keep photos on the device (no storage): try again when the network is back.`,
  // sign-out
  signOutTitle: msg`Photos not uploaded`,
  signOutWarning: msg({
    message:
      '{count, plural, one {# photo has not been sent. If you sign out now, it is deleted from this device and cannot be recovered.} other {# photos have not been sent. If you sign out now, they are deleted from this device and cannot be recovered.}}',
  }),
  signOutStay: msg`Stay signed in`,
  signOutAnyway: msg({ message: 'Sign out and delete {count, plural, one {# photo} other {# photos}}' }),
} as const;
