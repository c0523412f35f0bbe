/**
 * A referral letter's file in its assessment's directory of the file store, beside the photo:
 * named by the referral (`letter-` and its id's 32 hex digits, within the store's 40-character
 * names), so its envelope, bound to `<dir>/<name>`, opens for this referral's row only.
 */
export const letterFileOf = (referralId: string) => `letter-${referralId.replaceAll('-', '')}`;
