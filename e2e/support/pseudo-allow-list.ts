/**
 * Words the pseudo-locale check lets through, reviewed: what `Intl` writes in the pseudo-locale (which formats as
 * English: month and day names, the 12-hour clock's marks, time-zone names) and proper names the code itself writes.
 * Content from the API is let through by the page's data, not here. Keep it short: a UI word added here is a word
 * a German or Japanese visitor would read in English.
 */
export const PSEUDO_ALLOWED_WORDS: readonly string[] = [
  // Intl's English month and weekday names, long and short, and the 12-hour clock's marks.
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun',
  'AM', 'PM',
  // Intl's time-zone names and IANA zone ids (America/Los_Angeles) the time-zone control offers.
  // The pseudo-locale's own code in the language switcher; file formats named beside a download.
  'XX', 'PDF', 'WebVTT',
  // Social networks' marks drawn in their round badges, and their names (brands, the same in every language:
  // schemas/domain/social-networks.ts).
  'GH', 'IG',
  'Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'Twitter', 'Microsoft Teams', 'GitHub', 'TikTok', 'Bluesky',
  'PDT', 'PST', 'EDT', 'EST', 'GMT', 'UTC', 'CET', 'CEST', 'JST', 'AEST', 'AEDT',
];
