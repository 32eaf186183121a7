// A speaker's page at /speakers/{id} or /experts/{id}: photo, name, job title, company (linking to
// the company's page when company pages are on), bio and the speaker's sessions linking to theirs; an unknown id
// shows a not-found state (and the server answers 404). The server prefetches the speaker (load.ts).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { viewerKeyOrAnonymous, useSession } from '../../api-client';
import { companyQueryOptions, speakerQueryOptions } from '../../api-client/catalog';
import { useRenderContext, type BlockComponentProps } from '../../renderer';
import type { SpeakerDetailProps } from '../../schemas';
import { Skeleton } from '../../ui';
import { useOnSite } from '../shared/on-site';
import { useDetailHead } from '../shared/directory/detail-head';
import { companyRoute } from '../shared/directory/directory-state';
import { FavoriteSlot, SPEAKER_FAVORITE } from '../shared/directory/favorite-slot';
import { BackLink, isNotFound, LoadFailed, NotFound, Picture, SessionList } from '../shared/directory/parts';
import { useSpaClick } from '../shared/list/use-list-url';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';

export default function SpeakerDetail(block: BlockComponentProps<SpeakerDetailProps>) {
  const onSite = useOnSite();
  if (!onSite) {
    return (
      <div className="blk-dir">
        <p>The speaker{block.props.speakerId ? ` ${block.props.speakerId}` : ''}, their bio and sessions show here on the site.</p>
      </div>
    );
  }
  return <Detail {...block} />;
}

/** The id the page shows: the block's own, else the route's. */
export function speakerIdOf(props: SpeakerDetailProps, routeId: string | undefined): string | undefined {
  return props.speakerId || routeId || undefined;
}

function Detail({ props }: BlockComponentProps<SpeakerDetailProps>) {
  const { directoryRoute = 'speakers', sessionsHeading = 'Sessions', showSessions = true } = props;
  const backLinkText = props.backLinkText ?? (directoryRoute === 'experts' ? 'All experts' : 'All speakers');
  const idBase = useId();
  const { language, features } = useRenderContext();
  const { user } = useSession();
  const viewer = viewerKeyOrAnonymous(user);
  const spaClick = useSpaClick();
  const id = speakerIdOf(props, useParams().id);
  // No refetch of a failed load on mount: the server's not-found answer stays (and the server render sees it).
  const detail = useQuery({ ...speakerQueryOptions(viewer, id ?? ''), enabled: Boolean(id), retryOnMount: false });
  const speaker = detail.data?.speaker;
  const companyPages = features.showCompanyDetailsPage === true;
  const company = useQuery({ ...companyQueryOptions(viewer, 'company', speaker?.companyId ?? ''), enabled: Boolean(companyPages && speaker?.companyId) });
  const backHref = `/${language}/${directoryRoute}`;
  const missing = !id || isNotFound(detail.error);
  useDetailHead(
    speaker
      ? { title: `${speaker.displayName} | ${directoryRoute === 'experts' ? 'Experts' : 'Speakers'}`, description: speaker.bio.slice(0, 160) }
      : missing
        ? { title: 'Speaker not found', notFound: true }
        : null,
  );

  if (missing) {
    return (
      <NotFound
        heading="Speaker not found"
        text="There is no speaker at this address. They may have been removed from the program."
        backHref={backHref}
        backText={backLinkText}
        onClick={spaClick}
      />
    );
  }
  if (detail.isError) {
    return <LoadFailed what={'speaker'} backHref={backHref} backText={backLinkText} onClick={spaClick} />;
  }
  if (!speaker || !detail.data) {
    return (
      <div className="blk-dir blk-dir--detail" aria-busy="true">
        <BackLink href={backHref} text={backLinkText} onClick={spaClick} />
        <Skeleton height="10rem" />
      </div>
    );
  }

  const sessions = detail.data.sessions;
  const companyDoc = companyPages ? company.data?.company : undefined;
  const companyHref = companyDoc ? `/${language}/${companyRoute(companyDoc.kind)}/${encodeURIComponent(companyDoc.companyId)}` : null;
  return (
    <article className="blk-dir blk-dir--detail" aria-labelledby={`${idBase}-h`}>
      <BackLink href={backHref} text={backLinkText} onClick={spaClick} />
      <header className="blk-dir__hero">
        <Picture src={speaker.photo} name={speaker.displayName} shape="round" size={160} />
        <div className="blk-dir__hero-text">
          <h1 id={`${idBase}-h`} className="blk-dir__title">
            {speaker.displayName}
          </h1>
          {speaker.jobTitle ? <p className="blk-dir__lead">{speaker.jobTitle}</p> : null}
          {speaker.company ? (
            <p className="blk-dir__org">
              {companyHref ? (
                <a href={companyHref} onClick={spaClick}>
                  {speaker.company}
                </a>
              ) : (
                speaker.company
              )}
            </p>
          ) : null}
          <FavoriteSlot kind={SPEAKER_FAVORITE} id={speaker.speakerId} label={speaker.displayName} />
        </div>
      </header>
      {speaker.bio ? (
        <section className="blk-dir__section" aria-labelledby={`${idBase}-bio`}>
          <h2 id={`${idBase}-bio`} className="blk-dir__section-title">
            About
          </h2>
          {speaker.bio.split(/\n{2,}/).map((para, i) => (
            <p key={i} className="blk-dir__prose">
              {para}
            </p>
          ))}
        </section>
      ) : null}
      {showSessions ? (
        <section className="blk-dir__section" aria-labelledby={`${idBase}-s`}>
          <h2 id={`${idBase}-s`} className="blk-dir__section-title">
            {sessionsHeading}
            {sessions.length > 0 ? <span className="blk-dir__section-count"> ({sessions.length})</span> : null}
          </h2>
          {sessions.length === 0 ? (
            <p className="blk-dir__empty">No sessions are scheduled for {speaker.firstName || speaker.displayName} yet.</p>
          ) : (
            <SessionList sessions={sessions} onClick={spaClick} label={`Sessions with ${speaker.displayName}`} />
          )}
        </section>
      ) : null}
    </article>
  );
}
