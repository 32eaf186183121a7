// Small pieces the meeting blocks share: the response and time-status pills, a person's avatar, the sign-in note, and
// the terms of a meeting's or appointment's facts.
import type { ReactNode } from 'react';
import { safeMediaSrc, useServerRender } from '../../../renderer';
import type { MeetingConflict } from '../../../schemas';
import { buttonClass, Pill } from '../../../ui';
import { SiteLink } from '../SiteLink';
import { Avatar as KitAvatar } from '../list/Avatar';
import { RESPONSE_LABELS, useMeetingFormat } from './format';
import { TIME_STATUS_LABELS, useTimeStatus, type TimeWindow } from './time-status';
// Every meeting block renders these parts, so the meeting styles load here, one file per component, in this order
// (later files refine earlier ones).
import './meetings-base.css';
import './meeting-cards.css';
import './meeting-detail.css';
import './message-thread.css';
import './meeting-form.css';
import './inbox.css';

export function ResponsePill({ response }: { response: keyof typeof RESPONSE_LABELS }) {
  return <Pill className={`mtg-pill mtg-pill--${response}`}>{RESPONSE_LABELS[response]}</Pill>;
}

export function TimeStatusPill(w: TimeWindow) {
  const status = useTimeStatus(w);
  return (
    <Pill className={`mtg-pill mtg-time mtg-time--${status}`} data-time-status={status}>
      {TIME_STATUS_LABELS[status]}
    </Pill>
  );
}

export function Avatar({ name, photo, size = 40 }: { name: string; photo?: string | null; size?: number }) {
  const src = photo ? safeMediaSrc(photo) : null;
  // The initials' tile takes its size from a style; the photo from its width and height.
  return <KitAvatar src={src} name={name} className="mtg-avatar" emptyClassName="mtg-avatar--empty" width={size} height={size} style={src ? undefined : { width: size, height: size }} />;
}

/** The site's not-found state inside the page (the server answers 404 for it), with a way back. */
export function MeetingNotFound({ what, backHref, backLabel }: { what: string; backHref: string; backLabel: string }) {
  const server = useServerRender();
  if (server) server.status ??= 404;
  return (
    <section className="ui-page mtg-block shell-status" data-status={404}>
      <h1 className="mtg-title">{what} not found</h1>
      <p>It may have been removed, or it is not one of yours.</p>
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
  if (conflicts.length === 0) return null;
  return (
    <div className="mtg-clash" role="status">
      <p className="mtg-clash__title">
        Clash:{' '}
        {conflicts.length === 1 && conflicts[0]?.userId === viewerId
          ? 'you already have something at this time'
          : conflicts.length === 1
            ? 'this time is not free for everyone'
            : `this time is not free for ${conflicts.length} people`}
      </p>
      <ul>
        {conflicts.map((c) =>
          c.events.map((e) => (
            <li key={`${c.userId}-${e.id}`}>
              {c.userId === viewerId ? 'You have' : `${c.displayName} has`} {e.private ? 'something else' : `“${e.title}”`} ({e.kind}, {format(e.start, e.end)})
            </li>
          )),
        )}
      </ul>
    </div>
  );
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
  return (
    <Term term="When">
      <time dateTime={start}>{fmt.range(start, end)}</time> <span className="mtg-muted">({fmt.zone})</span>
    </Term>
  );
}
