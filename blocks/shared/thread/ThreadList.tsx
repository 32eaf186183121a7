// A conversation's message list, as the chat widget, the meeting thread, live help and the help desk show it: the
// loading, failed and empty states, then the scrollable list that takes focus for keyboard scrolling and keeps the
// newest message in view whenever it grows. A `log` list (live help, the help desk) sits in a role="log" box, so
// answers are announced as they arrive; a plain list (chat, meetings) announces nothing one by one.
import { useEffect, useRef, type ReactNode } from 'react';
import './thread.css';

export function ThreadList({ query, loading, failed, empty, isEmpty = false, mutedClassName, label, className, log, scrollKey, children }: {
  query: { isPending: boolean; isError: boolean };
  /** Shown while the messages load: a text (a muted status line) or a placeholder of its own. */
  loading: ReactNode;
  /** The alert when the messages could not be read. */
  failed: ReactNode;
  /** The muted line instead of an empty list; without it an empty list shows as one. */
  empty?: ReactNode;
  isEmpty?: boolean;
  mutedClassName: string;
  /** The list's accessible name. */
  label: string;
  /** The class of the scrolling element: the list itself, or the log box around it. */
  className: string;
  /** A role="log" box around the list, the list with this class. */
  log?: { itemsClassName: string };
  /** Changes whenever the list grows (the number of messages). */
  scrollKey: string | number;
  children: ReactNode;
}) {
  if (query.isPending) return typeof loading === 'string' ? <p className={mutedClassName} role="status">{loading}</p> : loading;
  if (query.isError) return <p role="alert">{failed}</p>;
  if (isEmpty && empty !== undefined) return <p className={mutedClassName}>{empty}</p>;
  return <Scroller label={label} className={className} log={log} scrollKey={scrollKey}>{children}</Scroller>;
}

function Scroller({ label, className, log, scrollKey, children }: {
  label: string;
  className: string;
  log?: { itemsClassName: string };
  scrollKey: string | number;
  children: ReactNode;
}) {
  const box = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [scrollKey]);
  const own = (el: HTMLElement | null) => {
    box.current = el;
  };
  return log ? (
    <div ref={own} className={className} role="log" aria-label={label} tabIndex={0}>
      <ol className={log.itemsClassName}>{children}</ol>
    </div>
  ) : (
    <ol ref={own} className={className} aria-label={label} tabIndex={0}>{children}</ol>
  );
}

/** One message's meta line (who, when and any mark) and its text. */
export function MessageBody({ who, sentAt, time, mark, text, textClassName }: {
  who: ReactNode;
  /** The instant it was sent; a message not sent yet (written offline) has none. */
  sentAt?: string;
  time?: string;
  mark?: ReactNode;
  text: string;
  textClassName?: string;
}) {
  return (
    <>
      <p className="blk-thread__meta">
        <span className="blk-thread__who">{who}</span>
        {sentAt ? <time dateTime={sentAt}>{time}</time> : null}
        {mark}
      </p>
      <p className={textClassName ? `blk-thread__text ${textClassName}` : 'blk-thread__text'}>{text}</p>
    </>
  );
}

/** A message of the list: its item, named by its id for the live updates, with the body and any actions after it. */
export function ThreadMessage({ id, className, children, ...body }: Parameters<typeof MessageBody>[0] & {
  id: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <li className={className} data-message-id={id}>
      <MessageBody {...body} />
      {children}
    </li>
  );
}
