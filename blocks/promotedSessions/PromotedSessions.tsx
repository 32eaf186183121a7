// Promoted sessions (docs/behaviour/blocks.md): session cards picked by id, filled up by session type, at most
// `limit` (default 10), with the card parts in hiddenElements left out and a 'See all' link to sourcePageHref.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { sessionsRead } from '../shared/session-card/catalog-read';
import { useNow, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { PromotedSessionsProps } from '../../schemas/api-types';
import { LinkButton } from '../../ui';
import { OffSite, SessionCard, siteHref, useViewer, useWhen } from '../shared/session-card/SessionCard';
import { promotedCards, promotedParams } from './promoted-query';
import { useOnSite } from '../shared/on-site';
import { promotedSessionsNamespace, promotedSessionsStrings } from './strings';

function Promoted({ props }: BlockComponentProps<PromotedSessionsProps>) {
  const { language } = useRenderContext();
  const { t } = useTranslation(promotedSessionsStrings, promotedSessionsNamespace);
  const id = useId();
  const viewer = useViewer();
  const { byIds, byTypes } = promotedParams(props);
  const ids = useQuery({ ...sessionsRead(viewer, byIds ?? {}), enabled: byIds !== null });
  const types = useQuery({ ...sessionsRead(viewer, byTypes ?? {}), enabled: byTypes !== null });
  // The live / on-demand badge is re-checked every 60 s (docs/behaviour/blocks.md).
  const now = useNow(60_000);
  const when = useWhen();
  if (!byIds && !byTypes) return null;
  const pending = (byIds !== null && ids.isPending) || (byTypes !== null && types.isPending);
  const cards = promotedCards(props, ids.data?.items ?? [], types.data?.items ?? []);
  const more = siteHref(props.sourcePageHref, language);
  return (
    <section className="sc-section" aria-labelledby={`${id}h`}>
      <div className="sc-head">
        <h2 id={`${id}h`}>{props.heading || t('translate.promotedSessions.heading')}</h2>
        {more ? (
          <LinkButton href={more} variant="secondary" aria-describedby={`${id}h`}>
            {t('translate.promotedSessions.see-all')}
          </LinkButton>
        ) : null}
      </div>
      {pending ? (
        <p className="sc-empty" role="status">
          {t('translate.promotedSessions.loading')}
        </p>
      ) : cards.length === 0 ? (
        <p className="sc-empty">{t(ids.isError || types.isError ? 'translate.promotedSessions.error' : 'translate.promotedSessions.empty')}</p>
      ) : (
        <ul className="ui-bare-list sc-grid">
          {cards.map((s) => (
            <SessionCard key={s.sessionId} session={s} now={now} when={when} hidden={props.hiddenElements ?? []} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function PromotedSessions(block: BlockComponentProps<PromotedSessionsProps>) {
  // Outside the site (stories, previews) there is no query client: the heading and where the data will show.
  return useOnSite({ router: false }) ? <Promoted {...block} /> : <OffSite heading={block.props.heading} strings={promotedSessionsStrings} namespace={promotedSessionsNamespace} />;
}
