/** The words of the offline capture queue (header badge, list, sign-out warning, upload form). */
export const queueCopy = {
  waiting: (n: number) => `Waiting to upload (${n})`,
  offline: 'Offline',
  panelTitle: 'Photos waiting to upload',
  panelIntro:
    'These photos are kept on this device until the server has received them. They are sent when the network returns.',
  empty: 'No photos are waiting: everything taken on this device has been uploaded.',
  sending: 'Sending…',
  offlineNow: 'This device is offline. The photos are sent as soon as the network returns.',
  nextTry: (seconds: number) => `Could not reach the server. Next try in about ${seconds} s.`,
  sendNow: 'Send now',
  discard: 'Discard',
  discardLabel: (label: string) => `Discard the waiting photo of ${label}`,
  discardQuestion: 'Discard this photo? It has not been uploaded and is deleted from this device.',
  discardConfirm: 'Discard photo',
  keep: 'Keep',
  refused: (message: string) => `The server refused this photo: ${message}`,
  fileAsAnotherVisit: 'File as another visit',
  queuedAt: (when: string) => `Taken ${when}`,
  storageRefused:
    'This browser did not grant persistent storage: if the device runs short of space it may delete waiting photos. Install the app or keep some space free, and send them as soon as you can.',
  // the upload form
  saved: (n: number) =>
    `Saved on this device. It uploads when the network returns. ${n === 1 ? '1 photo is' : `${n} photos are`} waiting to upload.`,
  allSent: 'Uploaded: the photos kept on this device have reached the server.',
  savedAfterFailure: 'The network failed while sending. The photo is kept on this device and sent again automatically.',
  newWoundOffline:
    'A new wound needs the network. Offline, file the photo under an existing wound or a new patient, or try again when the network is back.',
  notKept: 'This browser cannot keep photos on the device (no storage): try again when the network is back.',
  // sign-out
  signOutTitle: 'Photos not uploaded',
  signOutWarning: (n: number) =>
    `${n === 1 ? '1 photo has' : `${n} photos have`} not been sent. If you sign out now, ${n === 1 ? 'it is' : 'they are'} deleted from this device and cannot be recovered.`,
  signOutStay: 'Stay signed in',
  signOutAnyway: (n: number) => `Sign out and delete ${n === 1 ? '1 photo' : `${n} photos`}`,
};
