/** The browser's IANA time zone (UTC when it has none): the dashboard's week is this zone's calendar week. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
