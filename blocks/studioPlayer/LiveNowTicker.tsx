import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { tickerQueryOptions } from '../../api-client/ticker';
import { useNow, useTranslation } from '../../renderer';
import { studioPlayerNamespace, studioPlayerStrings } from './strings';
import { isDue, visibleMessages } from './ticker-rules';

/** The page's clock is read once a second: a message leaves within a second of its end. */
export const TICKER_TICK_MS = 1000;

/**
 * The live-now ticker under the studio player (docs/behaviour/live-and-video.md, Live-now ticker): the messages current
 * at the event's clock, updated live (a ticker write reaches open pages as the environment's onSettingsChanged, which
 * refetches them: api-client/ticker.ts). A plain list in a polite live
 * region, not a moving marquee: new messages are read out, and nothing moves for anyone who cannot pause it. While
 * there is nothing to show the region stays in the page, empty and hidden, so that the first message is announced.
 */
export function LiveNowTicker() {
  const { t } = useTranslation(studioPlayerStrings, studioPlayerNamespace);
  const headingId = useId();
  const now = useNow(TICKER_TICK_MS);
  const ticker = useQuery(tickerQueryOptions());
  const { refetch } = ticker;
  const due = isDue(ticker.data, now);
  useEffect(() => {
    if (due) void refetch();
  }, [due, refetch]);

  const shown = visibleMessages(ticker.data?.messages ?? [], now);
  return (
    <section
      className="blk-studio-player__ticker"
      aria-labelledby={headingId}
      data-empty={shown.length === 0 ? 'true' : 'false'}
    >
      <h2 id={headingId} className="blk-studio-player__ticker-label">
        <span className="blk-studio-player__ticker-dot" aria-hidden="true" />
        {t('translate.studioPlayer.ticker.label')}
      </h2>
      <ul className="blk-studio-player__ticker-list" aria-live="polite" aria-relevant="additions text">
        {shown.map((m) => (
          <li key={m.id} className="blk-studio-player__ticker-item" data-ticker-id={m.id}>
            {m.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
