import { instantToWallClock, isKnownTimeZone, wallClockToInstant } from '../../../renderer';
import { TextInput } from '../../../ui';
import type { WidgetProps } from '../form-context';
import { nullableOf } from '../schema-nodes';
import { useFieldSources } from './field-sources';
import { useWidgetText } from './widget-strings';
import './date-time.css';

const ZONED = /(Z|[+-]\d\d:?\d\d)$/i;

/** A zone the runtime knows, else UTC. */
export function usableZone(zone: string | undefined): string {
  return isKnownTimeZone(zone) ? zone : 'UTC';
}

/** The wall clock (yyyy-MM-ddTHH:mm, a datetime-local value) of a stored instant in `zone`; '' for no instant. */
export function wallClockOf(value: unknown, zone: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return '';
  // A value without an offset is read as UTC, as the schemas' instants are written.
  const time = Date.parse(ZONED.test(value) ? value : `${value.slice(0, 19).padEnd(19, ':00')}Z`);
  if (!Number.isFinite(time)) return '';
  return instantToWallClock(new Date(time), zone);
}

/** The instant (UTC, yyyy-MM-ddTHH:mm:ssZ) of a wall clock in `zone`. */
export function instantOfWallClock(wall: string, zone: string): string | undefined {
  const date = wallClockToInstant(wall.slice(0, 16), zone);
  return date?.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * x-widget: date-time (and format: date-time): the instant shown and typed on the event's clocks
 * (settings timezones.eventTimezone), with the zone's name beside it; stored as the same UTC instant the schemas take.
 */
export function DateTimeWidget(p: WidgetProps) {
  const text = useWidgetText();
  const zone = usableZone(useFieldSources().eventTimeZone);
  const zoneId = `${p.id}-zone`;
  const stored = typeof p.value === 'string' && p.value !== '' ? p.value : undefined;
  return (
    <span className="eg-datetime">
      <span className="eg-inline">
        <TextInput
          compact
          id={p.id}
          type="datetime-local"
          // The field's label, or the device's when a per-breakpoint field draws this widget.
          aria-label={p.label}
          step={60}
          value={wallClockOf(p.value, zone)}
          aria-describedby={[zoneId, p.describedBy].filter(Boolean).join(' ')}
          aria-invalid={p.invalid || undefined}
          onChange={(e) => {
            const instant = e.target.value === '' ? undefined : instantOfWallClock(e.target.value, zone);
            if (instant) p.onChange(instant);
            else if (e.target.value === '') p.onChange(p.optional ? undefined : nullableOf(p.schema) ? null : '');
          }}
        />
        <span id={zoneId} className="eg-zone">
          {text('translate.base.widgets.date-time.zone', { zone })}
        </span>
      </span>
      {stored && zone !== 'UTC' ? (
        <span className="eg-hint">{text('translate.base.widgets.date-time.stored', { instant: stored })}</span>
      ) : null}
    </span>
  );
}
