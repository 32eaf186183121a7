import { useId, useMemo, useState, type CSSProperties } from 'react';
import { SafeHtml, useNow, useRenderContext, useTranslation, zonedDayKey, type BlockComponentProps } from '../../renderer';
import type { AgendaProps } from '../../schemas/api-types';
import { cssColor } from '../shared/breakpoint-vars';
import { TabStrip, tabButtonId, tabPanelId } from '../shared/TabStrip';
import {
  dayKey,
  formatShortDayLabel,
  formatTimeRange,
  groupAgendaItems,
  zonedWallClock,
  type AgendaFormat,
  type AgendaGroup,
} from './agenda-format';
import { agendaNamespace, agendaStrings } from './strings';
import './agenda.css';

type AgendaItem = NonNullable<AgendaProps['items']>[number];

function initialGroupId(
  groups: AgendaGroup<AgendaItem>[],
  props: AgendaProps,
  today: Date,
  format: AgendaFormat,
): string | undefined {
  if (props.defaultTabMatchesDate) {
    // Today on the event's clocks when the site names its zone, else on the visitor's.
    const key = format.timeZone
      ? zonedDayKey(today, format.timeZone)
      : `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const match = groups.find((g) =>
      g.items.some((i) => {
        const start = zonedWallClock(i.dateTimeIsoStampStart, format.timeZone);
        return start !== null && dayKey(start) === key;
      }),
    );
    if (match) return match.id;
  }
  const index = Math.min(Math.max(0, props.startingIndex ?? 0), groups.length - 1);
  return groups[index]?.id;
}

function AgendaTable({
  items,
  props,
  caption,
  format,
}: {
  items: AgendaItem[];
  props: AgendaProps;
  caption?: string;
  format: AgendaFormat;
}) {
  const { t } = useTranslation(agendaStrings, agendaNamespace);
  const speaker = props.speakerEnabled !== false;
  const pattern = props.dateTimeFormat || 'h:mm a';
  const first = items.map((i) => zonedWallClock(i.dateTimeIsoStampStart, format.timeZone)).find(Boolean);
  const groupDay = first ? dayKey(first) : null;
  const style = {
    '--agenda-head-bg': cssColor(props.headerBackgroundColor),
    '--agenda-head-fg': cssColor(props.headerTextColor),
    '--agenda-row-bg': cssColor(props.rowBackgroundColor),
    '--agenda-alt-bg': cssColor(props.alternateRowBackgroundColor),
    '--agenda-border': cssColor(props.borderColor),
  } as CSSProperties;
  return (
    // The table scrolls sideways on small screens: a focusable, named region so keyboards can scroll it too
    // (axe scrollable-region-focusable).
    <div className="blk-agenda__scroll" role="region" tabIndex={0} aria-label={caption || t('translate.agenda.region')}>
      <table className="blk-agenda__table" style={style}>
        {caption ? <caption className="blk-agenda__caption">{caption}</caption> : null}
        <colgroup>
          <col className="blk-agenda__col-time" />
          <col />
          {speaker ? (
            <col
              style={{
                width: /^\d+(\.\d+)?(%|px|rem|em)$/.test(props.speakerWidth ?? '')
                  ? props.speakerWidth
                  : undefined,
              }}
            />
          ) : null}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{props.timeColumnHeading || t('translate.agenda.column.time')}</th>
            <th scope="col">{props.descriptionColumnHeading || t('translate.agenda.column.session')}</th>
            {speaker ? <th scope="col">{props.speakerColumnHeading || t('translate.agenda.column.speaker')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const range =
              item.showDisplayTime === false
                ? ''
                : formatTimeRange(item.dateTimeIsoStampStart, item.dateTimeIsoStampEnd, pattern, format);
            // In a zone other than the event's (the visitor's choice) an evening session can fall on the next day:
            // a time on another day than the group's first says which day it is.
            const start = zonedWallClock(item.dateTimeIsoStampStart, format.timeZone);
            const otherDay = range && start && groupDay && dayKey(start) !== groupDay;
            const time = otherDay
              ? t('translate.agenda.day-and-time', { day: formatShortDayLabel(item.dateTimeIsoStampStart, format), time: range })
              : range;
            return (
              <tr key={`${item.dateTimeIsoStampStart ?? ''}-${index}`}>
                <th scope="row" className="blk-agenda__time">
                  {time ? <time dateTime={item.dateTimeIsoStampStart}>{time}</time> : null}
                  {props.showTimeSubText !== false && item.timeSubText ? (
                    <span className="blk-agenda__subtext">{item.timeSubText}</span>
                  ) : null}
                </th>
                <td>
                  <SafeHtml as="div" className="blk-agenda__description" html={item.description} />
                </td>
                {speaker ? <td className="blk-agenda__speaker">{item.speaker}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Agenda timetable: a semantic table per group; groups (by groupId or by day) become tabs. */
export default function Agenda({ props }: BlockComponentProps<AgendaProps>) {
  const idBase = useId();
  const { t } = useTranslation(agendaStrings, agendaNamespace);
  // Dates and times in the page's language and the event's time zone.
  const { language, timeZone, hourCycle } = useRenderContext();
  const format = useMemo<AgendaFormat>(
    () => ({ locale: language, ...(timeZone ? { timeZone } : {}), ...(hourCycle ? { hourCycle } : {}) }),
    [language, timeZone, hourCycle],
  );
  const items = props.items ?? [];
  const groups = groupAgendaItems(items, props, format, t);
  // Today by the event's clock (a testing date counts), the same instant on the server and at hydration.
  const now = useNow(60_000);
  const [selected, setSelected] = useState(() => initialGroupId(groups, props, new Date(now), format));
  if (items.length === 0) return null;

  const title = props.showTableTitle && props.tableTitleText ? props.tableTitleText : undefined;
  const tabbed = groups.length > 1 || Boolean(props.grouped || props.groupByDateTime);
  if (!tabbed) {
    return (
      <section className="blk-agenda">
        <AgendaTable items={items} props={props} caption={title} format={format} />
      </section>
    );
  }
  const current = groups.find((g) => g.id === selected) ?? groups[0];
  if (!current) return null;
  return (
    <section className="blk-agenda">
      {title ? <h2 className="blk-agenda__title">{title}</h2> : null}
      <TabStrip
        items={groups.map((g) => ({ id: g.id, label: g.label }))}
        selectedId={current.id}
        onSelect={setSelected}
        idBase={idBase}
        label={title ?? t('translate.agenda.tabs')}
      />
      <div
        role="tabpanel"
        id={tabPanelId(idBase)}
        aria-labelledby={tabButtonId(idBase, current.id)}
        className="blk-agenda__panel"
      >
        <AgendaTable
          items={current.items}
          props={props}
          caption={title ? t('translate.agenda.caption', { title, group: current.label }) : current.label}
          format={format}
        />
      </div>
    </section>
  );
}
