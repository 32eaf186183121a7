import { useId, useState } from 'react';
import { useTickerMessages } from '../../api-client/editing';
import { useNow, useTranslation } from '../../renderer';
import type { TickerMessage } from '../../schemas/api-types';
import { Button } from '../../ui';
import { ContentEditorsOnly, ToolPage } from '../tool-page';
import { useInputClock, useRuleClock } from '../notification-rules/rule-time';
import { tickerEditorStrings, type TickerT } from './strings';
import { TickerForm } from './TickerForm';
import { TickerList } from './TickerList';
import './ticker-editor.css';

/** Statuses (showing now, scheduled, ended) follow the event's clock to the half minute. */
const STATUS_TICK_MS = 30_000;

/** The live-now ticker editor (docs/behaviour/live-and-video.md, Live-now ticker), the content editors' tool. */
export function TickerEditorTool() {
  return (
    <ContentEditorsOnly>
      <TickerEditor />
    </ContentEditorsOnly>
  );
}

function TickerEditor() {
  const { t: translate } = useTranslation(tickerEditorStrings);
  const t = translate as TickerT;
  const listHeadingId = useId();
  const now = useNow(STATUS_TICK_MS);
  const showClock = useRuleClock();
  const inputClock = useInputClock();
  const messages = useTickerMessages();
  const [editing, setEditing] = useState<TickerMessage | null>(null);

  return (
    <ToolPage title={t('translate.site-settings.ticker.title')} className="tk-tool">
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
    </ToolPage>
  );
}
