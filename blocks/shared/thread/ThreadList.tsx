// A conversation's message list, as the chat widget, the meeting thread, live help and the help desk show it: the
// loading, failed and empty states, then the scrollable list that takes focus for keyboard scrolling and keeps the
// newest message in view whenever it grows. A `log` list (live help, the help desk) sits in a role="log" box, so
// answers are announced as they arrive; a plain list (chat, meetings) announces nothing one by one.
import { useEffect, useRef, type ReactNode } from 'react';
import './thread.css';

interface ListFrame {
  /** A failed refresh of messages already shown keeps them (the page's HTML holds a room's messages, which the
   *  browser asks for again): only a list never read shows the failure. */
  query: { isPending: boolean; isError: boolean; data?: unknown };
  /** While the messages load (a text shows as a muted status line), when they could not be read (an alert), and
   *  instead of an empty list (without it an empty list shows as one). */
  texts: { loading: ReactNode; failed: ReactNode; empty?: ReactNode };
  mutedClassName: string;
  /** The list's accessible name. */
  label: string;
  /** The class of the scrolling element: the list itself, or the log box around it. */
  className: string;
  /** A role="log" box around the list, the list with this class. */
  log?: { itemsClassName: string };
}

/** The list of messages the caller renders itself (`count` of them; `scrollKey` changes whenever the list grows). */
export function ThreadList({ query, texts, mutedClassName, label, className, log, count, scrollKey = count, children }: ListFrame & {
  count: number;
  scrollKey?: string | number;
  children: ReactNode;
}) {
  if (query.isPending) return typeof texts.loading === 'string' ? <p className={mutedClassName} role="status">{texts.loading}</p> : texts.loading;
  if (query.isError && query.data === undefined) return <p role="alert">{texts.failed}</p>;
  if (count === 0 && texts.empty !== undefined) return <p className={mutedClassName}>{texts.empty}</p>;
  return <Scroller label={label} className={className} log={log} scrollKey={scrollKey}>{children}</Scroller>;
}

export interface ThreadItem {
  id: string;
  sentAt: string;
  text: string;
}

/** A list of messages each shown as its item (named by its id for the live updates): meta line, text, actions. */
export function MessageList<M extends ThreadItem>({ messages, time, look, actions, textClassName, ...frame }: ListFrame & {
  messages: readonly M[];
  time: (instant: string) => string;
  /** The message's item class and who wrote it. */
  look: (message: M) => { className: string; who: ReactNode };
  actions?: (message: M) => ReactNode;
  textClassName?: string;
}) {
  return (
    <ThreadList {...frame} count={messages.length}>
      {messages.map((m) => {
        const { className, who } = look(m);
        return (
          <li key={m.id} className={className} data-message-id={m.id}>
            <MessageBody who={who} sentAt={m.sentAt} time={time(m.sentAt)} text={m.text} textClassName={textClassName} />
            {actions?.(m)}
          </li>
        );
      })}
    </ThreadList>
  );
}

function Scroller({ label, className, log, scrollKey, children }: Pick<ListFrame, 'label' | 'className' | 'log'> & {
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
