import { useNow, type BlockComponentProps } from '../../renderer';
import type { CountdownProps } from '../../schemas';
import { cssColor } from '../shared/breakpoint-vars';
import '../shared/visually-hidden.css';
import { countdownParts, type CountdownUnit } from './countdown-parts';
import './countdown.css';

/** docs/behaviour/blocks.md: the countdown ticks each 1 s. */
export const COUNTDOWN_TICK_MS = 1000;

const LABELS: Record<CountdownUnit, string> = {
  months: 'Months',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

export default function Countdown({ props }: BlockComponentProps<CountdownProps>) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const end = props.endTime ? Date.parse(props.endTime) : Number.NaN;
  if (Number.isNaN(end)) return null;
  const { parts, finished } = countdownParts(now, end, props);
  const spoken = parts.map((p) => `${Number(p.value)} ${LABELS[p.unit].toLowerCase()}`).join(', ');

  return (
    <section
      className="blk-countdown"
      aria-label={props.heading || 'Countdown'}
      style={{ color: cssColor(props.textColor) }}
    >
      {props.heading ? <h2 className="blk-countdown__heading">{props.heading}</h2> : null}
      {/* The visual digits change every second; screen readers get one summary, not a live region. */}
      <p className="blk-visually-hidden">
        {finished ? props.completedText || 'The countdown has ended.' : `${spoken} remaining`}
      </p>
      <ol className="blk-countdown__units" aria-hidden="true">
        {parts.map((part) => (
          <li key={part.unit} className="blk-countdown__unit" data-unit={part.unit}>
            <span className="blk-countdown__value">{part.value}</span>
            <span className="blk-countdown__label">{LABELS[part.unit]}</span>
          </li>
        ))}
      </ol>
      {finished && props.completedText ? (
        <p className="blk-countdown__finished">{props.completedText}</p>
      ) : null}
    </section>
  );
}
