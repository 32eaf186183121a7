/** English defaults of the countdown's texts (namespace `countdown`; texts from the API win). */
export const countdownNamespace = 'countdown';
export const countdownStrings = {
  'translate.countdown.label': 'Countdown',
  'translate.countdown.ended': 'The countdown has ended.',
  /** The screen reader's summary; `time` is the list of amounts below, in the visitor's language. */
  'translate.countdown.remaining': '{{time}} remaining',
  'translate.countdown.unit.months': 'Months',
  'translate.countdown.unit.days': 'Days',
  'translate.countdown.unit.hours': 'Hours',
  'translate.countdown.unit.minutes': 'Minutes',
  'translate.countdown.unit.seconds': 'Seconds',
  'translate.countdown.amount.months.one': '{{count}} month',
  'translate.countdown.amount.months.other': '{{count}} months',
  'translate.countdown.amount.days.one': '{{count}} day',
  'translate.countdown.amount.days.other': '{{count}} days',
  'translate.countdown.amount.hours.one': '{{count}} hour',
  'translate.countdown.amount.hours.other': '{{count}} hours',
  'translate.countdown.amount.minutes.one': '{{count}} minute',
  'translate.countdown.amount.minutes.other': '{{count}} minutes',
  'translate.countdown.amount.seconds.one': '{{count}} second',
  'translate.countdown.amount.seconds.other': '{{count}} seconds',
} as const;
