import { msg } from '@lingui/core/macro';

/**
 * Copy of the profile's sign-in and security sections: password, two-factor, sessions, the team's
 * rule (workspace catalog messages).
 */
export const securityCopy = {
  heading: msg`Sign-in and security`,
  password: {
    heading: msg`Change password`,
    intro: msg`At least 8 characters, not one of the most common passwords. Every other session is signed out.`,
    current: msg`Current password`,
    next: msg`New password`,
    confirm: msg`Confirm new password`,
    mismatch: msg`The new passwords do not match`,
    submit: msg`Change password`,
    busy: msg`Changing...`,
    done: msg`Password changed. Every other session has been signed out.`,
    failed: msg`Could not change the password.`,
  },
  twoFactor: {
    heading: msg`Two-factor sign-in`,
    off: msg`Off. Turn it on to ask for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password …) at every sign-in.`,
    on: msg`On. Every sign-in asks for a code from your authenticator app, or one of your recovery codes.`,
    start: msg`Turn on two-factor`,
    password: msg`Your password`,
    continue: msg`Continue`,
    scan: msg`Scan this QR code with your authenticator app, or type the key in by hand.`,
    qrLabel: msg`QR code for your authenticator app`,
    secretLabel: msg`Key for typing in`,
    openInApp: msg`Open in an authenticator app on this device`,
    code: msg`Code from the app`,
    confirm: msg`Confirm and turn on`,
    cancel: msg`Cancel`,
    enabled: msg`Two-factor sign-in is on. Your other sessions have been signed out.`,
    recoveryHeading: msg`Your recovery codes`,
    recoveryIntro: msg`Save these codes somewhere safe, apart from your phone. Each one signs you in once if you lose the authenticator app. They are not shown again.`,
    recoveryDone: msg`I have saved my recovery codes`,
    manageHint: msg`To turn it off or make new recovery codes (the old ones stop working), enter a code from your authenticator app and your password.`,
    turnOff: msg`Turn off two-factor`,
    newCodes: msg`Make new recovery codes`,
    turnedOff: msg`Two-factor sign-in is off.`,
    failed: msg`That did not work.`,
    /** {team} */
    teamRequires: msg({
      message: '"{team}" requires two-factor sign-in: turn it on to open the team\'s patients and analyses.',
    }),
  },
  sessions: {
    heading: msg`Active sessions`,
    intro: msg`Where your account is signed in. Sign out any session you do not recognise, then change your password.`,
    device: msg`Device`,
    ip: msg`IP address`,
    lastSeen: msg`Last active`,
    since: msg`Signed in at`,
    thisDevice: msg`This device`,
    signOut: msg`Sign out`,
    /** {device} {ip} */
    signOutLabel: msg({
      message: 'Sign out the session on {device} from {ip}',
      comment: 'device: e.g. Firefox on Windows; ip: an IP address',
    }),
    /** {device} */
    signOutLabelUnknown: msg({
      message: 'Sign out the session on {device} from an unknown address',
      comment: 'device: e.g. Firefox on Windows',
    }),
    failed: msg`That did not work.`,
    signOutOthers: msg`Sign out all other sessions`,
    onlyThis: msg`No other session is signed in.`,
    loading: msg`Loading sessions…`,
    signedOut: msg`Session signed out.`,
    othersSignedOut: msg`Every other session has been signed out.`,
  },
  teamRule: {
    label: msg`Require two-factor sign-in for this team`,
    hint: msg`Members without two-factor are shut out of the team’s patients and analyses until they turn it on. Turn it on for your own account first; a change needs a current code from your authenticator app.`,
    code: msg`Code from your authenticator app`,
    on: msg`This team requires two-factor sign-in.`,
    off: msg`This team does not require two-factor sign-in.`,
    savedOn: msg`Two-factor sign-in is now required.`,
    savedOff: msg`Two-factor sign-in is no longer required.`,
    saveFailed: msg`Could not save the rule.`,
  },
} as const;
