// Small pieces the meeting blocks share: the response and time-status pills, a person's avatar, the sign-in note, and
// the terms of a meeting's or appointment's facts.
import type { ReactNode } from 'react';
import { safeMediaSrc, useServerRender, useTranslation, type TFunction } from '../../../renderer';
import type { MeetingConflict } from '../../../schemas/api-types';
import { buttonClass, Pill } from '../../../ui';
import { SiteLink } from '../SiteLink';
import { Avatar as KitAvatar } from '../list/Avatar';
import { RESPONSE_KEYS, useMeetingFormat } from './format';
import { meetingsNamespace, meetingsStrings } from './strings';
import { TIME_STATUS_KEYS, useTimeStatus, type TimeWindow } from './time-status';
// Every meeting block renders these parts, so the meeting styles load here, one file per component, in this order
// (later files refine earlier ones).
import './meetings-base.css';
import './meeting-cards.css';
import './meeting-detail.css';
import '../thread/thread.css';
import './message-thread.css';
import './meeting-form.css';
import './inbox.css';

export function ResponsePill({ response }: { response: keyof typeof RESPONSE_KEYS }) {
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  return <Pill className={`mtg-pill mtg-pill--${response}`}>{t(RESPONSE_KEYS[response])}</Pill>;
}

export function TimeStatusPill(w: TimeWindow) {
  const status = useTimeStatus(w);
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  return (
    <Pill className={`mtg-pill mtg-time mtg-time--${status}`} data-time-status={status}>
      {t(TIME_STATUS_KEYS[status])}
    </Pill>
  );
}

export function Avatar({ name, photo, size = 40 }: { name: string; photo?: string | null; size?: number }) {
  const src = photo ? safeMediaSrc(photo) : null;
  // The initials' tile takes its size from a style; the photo from its width and height.
  return <KitAvatar src={src} name={name} className="mtg-avatar" emptyClassName="mtg-avatar--empty" width={size} height={size} style={src ? undefined : { width: size, height: size }} />;
}

/** The site's not-found state inside the page (the server answers 404 for it), with a way back. `title`: "Meeting not found". */
export function MeetingNotFound({ title, backHref, backLabel }: { title: string; backHref: string; backLabel: string }) {
  const server = useServerRender();
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  if (server) server.status ??= 404;
  return (
    <section className="ui-page mtg-block shell-status" data-status={404}>
      <h1 className="mtg-title">{title}</h1>
      <p>{t('translate.shared-meetings.not-found.text')}</p>
      <p>
        <SiteLink href={backHref} className={buttonClass({ variant: 'primary' })}>
          {backLabel}
        </SiteLink>
      </p>
    </section>
  );
}

/** What people already have at the meeting's time (docs/behaviour/meetings.md), shown before sending and on the meeting. */
export function ClashWarning({ conflicts, viewerId, format }: { conflicts: readonly MeetingConflict[]; viewerId: string; format: (start: string, end: string) => string }) {
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  if (conflicts.length === 0) return null;
  return (
    <div className="mtg-clash" role="status">
      <p className="mtg-clash__title">{clashTitle(t, conflicts, viewerId)}</p>
      <ul>
        {conflicts.map((c) =>
          c.events.map((e) => (
            <li key={`${c.userId}-${e.id}`}>{clashLine(t, c, e, c.userId === viewerId, format(e.start, e.end))}</li>
          )),
        )}
      </ul>
    </div>
  );
}

function clashTitle(t: TFunction, conflicts: readonly MeetingConflict[], viewerId: string): string {
  if (conflicts.length === 1 && conflicts[0]?.userId === viewerId) return t('translate.shared-meetings.clash.self');
  if (conflicts.length === 1) return t('translate.shared-meetings.clash.someone');
  return t('translate.shared-meetings.clash.people', { count: conflicts.length });
}

type ClashEvent = MeetingConflict['events'][number];

/** "You have “Keynote” (session, Tue, May 18, 9:00 – 10:00 AM)", or someone else's, or "something else" when private. */
function clashLine(t: TFunction, c: MeetingConflict, e: ClashEvent, own: boolean, time: string): string {
  const values = { name: c.displayName, title: e.title, kind: t(`translate.shared-meetings.kind.${e.kind}`), time };
  if (own) return t(e.private ? 'translate.shared-meetings.clash.own-private' : 'translate.shared-meetings.clash.own', values);
  return t(e.private ? 'translate.shared-meetings.clash.other-private' : 'translate.shared-meetings.clash.other', values);
}

/** One term of a meeting's or appointment's facts (a bare <dt> and <dd> in the list). */
export function Term({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** When it happens: the time range in the shown zone, and the zone's name. */
export function WhenTerm({ start, end }: { start: string; end: string }) {
  const fmt = useMeetingFormat();
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  return (
    <Term term={t('translate.shared-meetings.when')}>
      <time dateTime={start}>{fmt.range(start, end)}</time> <span className="mtg-muted">({fmt.zone})</span>
    </Term>
  );
}
