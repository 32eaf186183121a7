export { hourCycleFor, type HourCycle } from './hour-cycle';
export { effectiveTimeZone, isKnownTimeZone, TIME_ZONE_STORAGE_KEY, useTimeZoneChoice } from './time-zone-choice';
export { TimeZoneControl, type TimeZoneControlProps } from './TimeZoneControl';
export { cachedFormatter, eventTimeFormat, plainSpaces, useEventTimeFormat, WEEKDAY_DATE_TIME, type EventTimeFormat } from './format';
export { formatPattern, patternForHourCycle } from './pattern';
