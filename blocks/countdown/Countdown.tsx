import { useMemo } from 'react';
import { useNow, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import { lazyListFormat, type ListFormat } from '../../schemas';
import type { CountdownProps } from '../../schemas/api-types';
import { cssColor } from '../shared/breakpoint-vars';
import '../shared/visually-hidden.css';
import { countdownParts, type CountdownUnit } from './countdown-parts';
import { countdownNamespace, countdownStrings } from './strings';
import './countdown.css';

/** docs/behaviour/blocks.md: the countdown ticks each 1 s. */
export const COUNTDOWN_TICK_MS = 1000;

const LABELS: Readonly<Record<CountdownUnit, string>> = {
  months: 'translate.countdown.unit.months',
  days: 'translate.countdown.unit.days',
  hours: 'translate.countdown.unit.hours',
  minutes: 'translate.countdown.unit.minutes',
  seconds: 'translate.countdown.unit.seconds',
};

/** Plural keys of the spoken amounts (`.one`/`.other` by i18next). */
const AMOUNTS: Readonly<Record<CountdownUnit, string>> = {
  months: 'translate.countdown.amount.months',
  days: 'translate.countdown.amount.days',
  hours: 'translate.countdown.amount.hours',
  minutes: 'translate.countdown.amount.minutes',
  seconds: 'translate.countdown.amount.seconds',
};

/**
 * The spoken amounts as a list in the visitor's language ("1 day, 2 hours, 3 minutes" in English), through the
 * language's list pattern for that many amounts rather than a format of each list: the countdown changes every
 * second, and a page rendered earlier (the cached home) hydrates to amounts its server did not print. The pattern
 * the server printed serves every second without building an Intl format. Each amount starts with its number, so
 * the words between them do not depend on the amounts.
 */
function spokenList(list: ListFormat, amounts: readonly string[]): string {
  const pattern = list.format(amounts.map((_, i) => `{${i}}`));
  return pattern.replace(/\{(\d+)\}/g, (_, i: string) => amounts[Number(i)] ?? '');
}

export default function Countdown({ props }: BlockComponentProps<CountdownProps>) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const { language } = useRenderContext();
  const { t } = useTranslation(countdownStrings, countdownNamespace);
  const list = useMemo(() => lazyListFormat(language, { type: 'unit', style: 'long' }), [language]);
  const end = props.endTime ? Date.parse(props.endTime) : Number.NaN;
  if (Number.isNaN(end)) return null;
  const { parts, finished } = countdownParts(now, end, props);
  const spoken = spokenList(list, parts.map((p) => t(AMOUNTS[p.unit], { count: Number(p.value) })));

  return (
    <section
      className="blk-countdown"
      aria-label={props.heading || t('translate.countdown.label')}
      style={{ color: cssColor(props.textColor) }}
    >
      {props.heading ? <h2 className="blk-countdown__heading">{props.heading}</h2> : null}
      {/* The visual digits change every second; screen readers get one summary, not a live region. */}
      <p className="blk-visually-hidden">
        {finished
          ? props.completedText || t('translate.countdown.ended')
          : t('translate.countdown.remaining', { time: spoken })}
      </p>
      <ol className="blk-countdown__units" aria-hidden="true">
        {parts.map((part) => (
          <li key={part.unit} className="blk-countdown__unit" data-unit={part.unit}>
            <span className="blk-countdown__value">{part.value}</span>
            <span className="blk-countdown__label">{t(LABELS[part.unit])}</span>
          </li>
        ))}
      </ol>
      {finished && props.completedText ? (
        <p className="blk-countdown__finished">{props.completedText}</p>
      ) : null}
    </section>
  );
}
