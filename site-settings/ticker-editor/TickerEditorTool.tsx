import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import { useTickerMessages } from '../../api-client/editing';
import { useNow, useShell, useTranslation } from '../../renderer';
import type { TickerMessage } from '../../schemas';
import { Button } from '../../ui';
import { useDocumentTitle } from '../document-title';
import { useInputClock, useRuleClock } from '../notification-rules/rule-time';
import { tickerEditorStrings, type TickerT } from './strings';
import { TickerForm } from './TickerForm';
import { TickerList } from './TickerList';
import './ticker-editor.css';

/** Statuses (showing now, scheduled, ended) follow the event's clock to the half minute. */
const STATUS_TICK_MS = 30_000;

const isContentEditor = (scopes: readonly string[]) => scopes.includes('contenteditor') || scopes.includes('siteeditor');

/**
 * The live-now ticker editor (docs/behaviour/live-and-video.md, Live-now ticker): the route's gate asks for a sign-in;
 * the tool is the content editors' (contenteditor or siteeditor), so anyone else is sent to not found, as the other
 * editing screens do. The server refuses their calls anyway.
 */
export function TickerEditorTool() {
  const shell = useShell();
  if (!isContentEditor(shell.scopes)) return <Navigate to={`/${shell.language}/notfound`} replace />;
  return <TickerEditor />;
}

function TickerEditor() {
  const { t: translate } = useTranslation(tickerEditorStrings);
  const t = translate as TickerT;
  const headingId = useId();
  const listHeadingId = useId();
  const title = t('translate.site-settings.ticker.title');
  useDocumentTitle(title);
  const now = useNow(STATUS_TICK_MS);
  const showClock = useRuleClock();
  const inputClock = useInputClock();
  const messages = useTickerMessages();
  const [editing, setEditing] = useState<TickerMessage | null>(null);

  return (
    <section className="ss-route-tool tk-tool" aria-labelledby={headingId}>
      <h1 id={headingId} tabIndex={-1}>
        {title}
      </h1>
      <p className="tk-muted">{t('translate.site-settings.ticker.intro', { zone: inputClock.zone })}</p>
      <TickerForm
        // A new form per message edited (and a fresh one after), so its fields start from that message.
        key={editing?.id ?? 'new'}
        t={t}
        clock={inputClock}
        now={now}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <section className="tk-section" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="tk-heading">
          {t('translate.site-settings.ticker.list.heading')}
        </h2>
        {messages.isPending ? (
          <p role="status" className="tk-muted">
            {t('translate.site-settings.ticker.loading')}
          </p>
        ) : messages.isError ? (
          <div className="tk-problem">
            <p role="alert">{t('translate.site-settings.ticker.load-error')}</p>
            <Button size="sm" onClick={() => void messages.refetch()}>
              {t('translate.site-settings.ticker.retry')}
            </Button>
          </div>
        ) : (
          <TickerList
            t={t}
            clock={showClock}
            now={now}
            messages={messages.data.messages}
            editingId={editing?.id ?? null}
            onEdit={setEditing}
            onDeleted={(id) => setEditing((e) => (e?.id === id ? null : e))}
          />
        )}
      </section>
    </section>
  );
}
