import { useEffect, useId, useState, type ReactNode } from 'react';
import { zoneCity } from '../../schemas';
import { SelectInput } from '../../ui';
import { whenIdle } from '../when-idle';
import { isKnownTimeZone, useTimeZoneChoice } from './time-zone-choice';

/** The browser's own zone, or null when Intl does not know it. */
function ownZone(): string | null {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isKnownTimeZone(own) ? own : null;
}

let ownZoneRead: Promise<string | null> | undefined;

/**
 * The browser's own zone, read once per page in a worker (own-zone.worker.ts): reading it on the page would set up
 * the browser's locale data (tens of ms on a slow phone) right after hydration, for a label. Where workers fail,
 * on the page once the browser is idle.
 */
function readOwnZone(): Promise<string | null> {
  if (typeof Worker !== 'function') return readOnPage();
  return (ownZoneRead ??= new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./own-zone.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<unknown>) => {
        worker.terminate();
        resolve(typeof event.data === 'string' ? event.data : null);
      };
      worker.onerror = () => {
        worker.terminate();
        void readOnPage().then(resolve);
      };
    } catch {
      void readOnPage().then(resolve);
    }
  }));
}

function readOnPage(): Promise<string | null> {
  return new Promise((resolve) => void whenIdle(() => resolve(ownZone())));
}

/** The visitor's own zone, known after the first render (the server and the first client render know only the event's). */
function useOwnZone(): string | null {
  const [own, setOwn] = useState<string | null>(null);
  useEffect(() => {
    let mounted = true;
    // Starting the worker costs the page a few ms too: once it is idle, not in the task that hydrates it.
    const cancel = whenIdle(() => {
      void readOwnZone().then((zone) => {
        if (mounted) setOwn(zone);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return own;
}

export interface TimeZoneControlProps {
  /** settings.timezones.eventTimezone: the zone times show in without a choice. */
  eventTimeZone: string;
  label: string;
  /** The option texts, given the zone's city (null: the visitor's zone is not known yet). */
  eventOption: (city: string) => ReactNode;
  visitorOption: (city: string | null) => ReactNode;
  /** A select (event zone, the visitor's own, a zone chosen elsewhere) or two radios (event time, my time). */
  as?: 'select' | 'radios';
  className?: string;
  /** Class names of the radios' parts: the legend, a wrapper around the options, each option's label. */
  classes?: { legend?: string; options?: string; option?: string };
  /** The radios' labels carry the zone's IANA name as a tooltip. */
  titles?: boolean;
}

/**
 * The visitor's choice between the event's time zone and their own (kept through the storage module, so every
 * event time on the page and in other tabs follows it).
 */
export function TimeZoneControl(props: TimeZoneControlProps) {
  const { eventTimeZone, label, eventOption, visitorOption, className } = props;
  const id = useId();
  const [choice, choose] = useTimeZoneChoice();
  const visitor = useOwnZone();
  if (props.as === 'radios') {
    const { classes = {}, titles } = props;
    const mine = choice !== null && choice !== eventTimeZone;
    const shown = mine ? choice : visitor;
    const radio = (value: string, checked: boolean, text: ReactNode, zone: string | null, pick: () => void) => (
      <label key={value} className={classes.option && `${classes.option}${checked ? ' is-checked' : ''}`} title={(titles && zone) || undefined}>
        <input type="radio" name={id} value={value} checked={checked} onChange={pick} />
        {text}
      </label>
    );
    const radios = [
      radio('event', !mine, eventOption(zoneCity(eventTimeZone)), eventTimeZone, () => choose(null)),
      radio('local', mine, visitorOption(shown && shown !== eventTimeZone ? zoneCity(shown) : null), shown, () => {
        const own = visitor ?? ownZone();
        if (own) choose(own === eventTimeZone ? null : own);
      }),
    ];
    return (
      <fieldset className={className}>
        <legend className={classes.legend}>{label}</legend>
        {classes.options ? <div className={classes.options}>{radios}</div> : radios}
      </fieldset>
    );
  }
  // The browser adds the visitor's own zone once it knows it (the server does not): its label is made on the server
  // too, so the page's state brings its text (app/ssr/state.ts keeps the texts the render read).
  const ownOption = visitorOption(visitor === null ? null : zoneCity(visitor));
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
            {zone === visitor ? ownOption : zoneCity(zone)}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}
