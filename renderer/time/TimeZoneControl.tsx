import { useEffect, useId, useState } from 'react';
import { SelectInput } from '../../ui';
import { isKnownTimeZone, useTimeZoneChoice } from './time-zone-choice';

/** 'America/Los_Angeles' -> 'Los Angeles': the zone's city, the same on the server and in every browser. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

export interface TimeZoneControlProps {
  /** settings.timezones.eventTimezone: the zone times show in without a choice. */
  eventTimeZone: string;
  label: string;
  /** The option texts, given the zone's city. */
  eventOption: (city: string) => string;
  visitorOption: (city: string) => string;
  className?: string;
}

/**
 * The visitor's choice between the event's time zone and their own (kept through the storage module, so every
 * event time on the page and in other tabs follows it). The visitor's zone is read after the first render: the
 * server and the first client render know only the event's zone.
 */
export function TimeZoneControl({ eventTimeZone, label, eventOption, visitorOption, className }: TimeZoneControlProps) {
  const id = useId();
  const [choice, choose] = useTimeZoneChoice();
  const [visitor, setVisitor] = useState<string | null>(null);
  useEffect(() => {
    // Reading the zone sets up the browser's time-zone data (tens of ms on a slow phone): not in the task that
    // hydrates the page, but once the browser is idle.
    const read = () => {
      const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (isKnownTimeZone(own)) setVisitor(own);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(read, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(read, 0);
    return () => clearTimeout(timer);
  }, []);
  const zones = [visitor, choice].filter(
    (z, i, all): z is string => z !== null && z !== eventTimeZone && all.indexOf(z) === i,
  );
  return (
    <div className={className ? `shell-time-zone ${className}` : 'shell-time-zone'}>
      <label htmlFor={id}>{label}</label>
      <SelectInput
        id={id}
        compact
        value={choice === null || choice === eventTimeZone ? '' : choice}
        onChange={(e) => choose(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{eventOption(zoneCity(eventTimeZone))}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone === visitor ? visitorOption(zoneCity(zone)) : zoneCity(zone)}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}
