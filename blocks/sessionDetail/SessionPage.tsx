// The session page once the session has come: the header, the main column's sections and the when / where /
// action panel beside them. The rules live in session-state.ts; the sections render their answers.
import { useEffect, useId } from 'react';
import { useRenderContext, useServerHead, useTranslation } from '../../renderer';
import type { CatalogSessionDetail, Session, SessionDetailProps } from '../../schemas/api-types';
import { Card } from '../../ui';
import { applyHeadTags } from '../all-blocks';
import { AboutSection } from './AboutSection';
import { ActionPanel } from './ActionPanel';
import { SessionBackLink } from './BackLink';
import { Evaluations } from './Evaluations';
import { Resources } from './Resources';
import { SessionHeader } from './SessionHeader';
import { SessionList } from './SessionList';
import { SessionVideo } from './SessionVideo';
import { Speakers } from './Speakers';
import { parseSessionLink, sessionBadge, type StreamingSettings } from './session-state';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';
import { useSessionTimes } from './time';
import { When, Where } from './WhenWhere';

/** The page's <title> and description: the session's, on the server's HTML and in the browser. */
function useSessionHead(session: Session) {
  // The event's name is the site's (the shell's namespace, which every page reads).
  const { t: shellT } = useTranslation();
  const title = `${session.title} | ${shellT('translate.shell.event-name')}`;
  const description = session.ogDescription || session.abstract || session.description;
  const tags = {
    title,
    names: { description, 'twitter:title': title, 'twitter:description': description },
    properties: { 'og:title': session.ogTitle || title, 'og:description': description, 'og:type': 'article' },
  };
  useServerHead(tags);
  const serialised = JSON.stringify(tags);
  useEffect(
    () => applyHeadTags(document, JSON.parse(serialised) as Parameters<typeof applyHeadTags>[1]),
    [serialised],
  );
}

interface PageProps {
  detail: CatalogSessionDetail;
  props: SessionDetailProps;
  componentId: string;
  streaming: StreamingSettings;
  now: number;
  forceLive: boolean;
}

export function SessionPage({ detail, props, componentId, streaming, now, forceLive }: PageProps) {
  const { session, speakers, room, related } = detail;
  const context = useRenderContext();
  const { language, signedIn, features } = context;
  const idBase = useId();
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  const hidden = new Set(props.hiddenElements ?? []);
  const bookmarkable = props.bookmarkableTypes ?? ['hands-on-lab'];
  const times = useSessionTimes(session);
  const badge = sessionBadge(session, now, forceLive);
  useSessionHead(session);

  const repeated = related.filter((r) => session.repeatedSessions.includes(r.sessionCode));
  const others = related.filter(
    (r) =>
      session.relatedSessionCodes.includes(r.sessionCode) &&
      !session.repeatedSessions.includes(r.sessionCode),
  );
  const links = session.sessionLinks
    .map(parseSessionLink)
    .filter((l): l is { name: string; link: string } => l !== null);
  const roomName = room?.name ?? session.location;
  const sessionNow = { session, now, bookmarkable, times };

  return (
    <article className="blk-session" aria-labelledby={`${idBase}-title`}>
      <SessionBackLink language={language} label={props.backLabel} />

      <SessionHeader session={session} badge={badge} titleId={`${idBase}-title`} />

      <div className="blk-session__layout">
        <div className="blk-session__main">
          {hidden.has('video') ? null : (
            <SessionVideo {...sessionNow} streaming={streaming} forceLive={forceLive} badge={badge} componentId={componentId} />
          )}

          <AboutSection
            session={session}
            headingId={`${idBase}-about`}
            showTags={!hidden.has('tags')}
            language={language}
          />

          {!hidden.has('speakers') && speakers.length > 0 ? (
            <Speakers speakers={speakers} language={language} />
          ) : null}

          <Resources
            session={session}
            links={hidden.has('links') ? [] : links}
            showResources={!hidden.has('resources')}
            badge={badge}
          />

          {!hidden.has('evaluations') && features.showEvaluations !== false ? (
            <Evaluations {...sessionNow} signedIn={signedIn} />
          ) : null}

          {!hidden.has('repeated') && repeated.length > 0 ? (
            <SessionList
              heading={t('translate.sessionDetail.repeats')}
              items={repeated}
              language={language}
              times={times}
              className="blk-session__repeats"
            />
          ) : null}
          {!hidden.has('related') && others.length > 0 ? (
            <SessionList heading={t('translate.sessionDetail.related')} items={others} language={language} times={times} />
          ) : null}
        </div>

        <aside className="blk-session__aside" aria-label={t('translate.sessionDetail.aside')}>
          <Card className="blk-session__panel">
            <When times={times} session={session} />
            <Where roomName={roomName} signedIn={signedIn} componentId={componentId} />
            <ActionPanel {...sessionNow} componentId={componentId} />
          </Card>
        </aside>
      </div>
    </article>
  );
}
