// A speaker's page at /speakers/{id} or /experts/{id}: photo, name, job title, company (linking to
// the company's page when company pages are on), bio and the speaker's sessions linking to theirs; an unknown id
// shows a not-found state (and the server answers 404). The server prefetches the speaker (load.ts).
import { useQuery } from '@tanstack/react-query';
import { companyQueryOptions, speakerQueryOptions } from '../../api-client/catalog';
import { useTranslation, type BlockComponentProps } from '../../renderer';
import type { SpeakerDetailProps } from '../../schemas/api-types';
import { useOnSite } from '../shared/on-site';
import { useDetailHead } from '../shared/directory/detail-head';
import { companyRoute } from '../shared/directory/directory-state';
import { FavoriteSlot, SPEAKER_FAVORITE } from '../shared/directory/favorite-slot';
import { BioSection, DetailArticle, DetailPending, SessionsSection, useDetailBasics } from '../shared/directory/detail-page';
import { isNotFound, Picture } from '../shared/directory/parts';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import { speakerDetailNamespace, speakerDetailStrings } from './strings';

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
  const { t } = useTranslation(speakerDetailStrings, speakerDetailNamespace);
  const { directoryRoute = 'speakers', sessionsHeading = t('translate.speakerDetail.sessions'), showSessions = true } = props;
  const route = directoryRoute === 'experts' ? 'experts' : 'speakers';
  const backLinkText = props.backLinkText ?? t(`translate.speakerDetail.back.${route}`);
  const { idBase, language, features, viewer, spaClick, routeId } = useDetailBasics();
  const id = speakerIdOf(props, routeId);
  // No refetch of a failed load on mount: the server's not-found answer stays (and the server render sees it).
  const detail = useQuery({ ...speakerQueryOptions(viewer, id ?? ''), enabled: Boolean(id), retryOnMount: false });
  const speaker = detail.data?.speaker;
  const companyPages = features.showCompanyDetailsPage === true;
  const company = useQuery({ ...companyQueryOptions(viewer, 'company', speaker?.companyId ?? ''), enabled: Boolean(companyPages && speaker?.companyId) });
  const back = { href: `/${language}/${directoryRoute}`, text: backLinkText, onClick: spaClick };
  const missing = !id || isNotFound(detail.error);
  useDetailHead(
    speaker
      ? { title: t(`translate.speakerDetail.page-title.${route}`, { name: speaker.displayName }), description: speaker.bio.slice(0, 160) }
      : missing
        ? { title: t('translate.speakerDetail.not-found'), notFound: true }
        : null,
  );

  if (missing || detail.isError || !speaker || !detail.data) {
    const texts = {
      notFoundTitle: t('translate.speakerDetail.not-found'),
      notFoundText: t('translate.speakerDetail.not-found.text'),
      failedText: t('translate.speakerDetail.load-failed'),
    };
    return <DetailPending texts={texts} missing={missing} failed={detail.isError} back={back} />;
  }

  const sessions = detail.data.sessions;
  const companyDoc = companyPages ? company.data?.company : undefined;
  const companyHref = companyDoc ? `/${language}/${companyRoute(companyDoc.kind)}/${encodeURIComponent(companyDoc.companyId)}` : null;
  const hero = (
    <>
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
    </>
  );
  return (
    <DetailArticle idBase={idBase} back={back} picture={<Picture src={speaker.photo} name={speaker.displayName} shape="round" size={160} />} name={speaker.displayName} hero={hero}>
      <BioSection id={`${idBase}-bio`} bio={speaker.bio} />
      {showSessions ? (
        <SessionsSection
          id={`${idBase}-s`}
          heading={sessionsHeading}
          sessions={sessions}
          emptyText={t('translate.speakerDetail.sessions.none', { name: speaker.firstName || speaker.displayName })}
          label={t('translate.speakerDetail.sessions.label', { name: speaker.displayName })}
          onClick={spaClick}
        />
      ) : null}
    </DetailArticle>
  );
}
