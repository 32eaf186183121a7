// One attendee's page (docs/behaviour/attendees-and-profile.md) at /attendees/{id}: photo, name, job title, company
// (linking to the directory filtered by it), region, participation type, social links, biography, favorite, send
// message, book meeting, email and team chat. Which actions show is the server's answer (actions): meeting and
// message only when the viewer has a directory profile, the attendee is available for meetings and is not the
// viewer; team chat only with showTeamsMessaging. The server prefetches the attendee (load.ts).
import { useQuery } from '@tanstack/react-query';
import { attendeeQueryOptions } from '../../api-client/attendees';
import { useTranslation, type BlockComponentProps } from '../../renderer';
import type { AttendeeDetailProps } from '../../schemas/api-types';
import { LinkButton, Pill } from '../../ui';
import { useParticipationLabel } from '../shared/directory/participation';
import { useDetailHead } from '../shared/directory/detail-head';
import { BioSection, DetailArticle, DetailPending, useDetailBasics } from '../shared/directory/detail-page';
import { isNotFound, Picture } from '../shared/directory/parts';
import { Fact } from '../shared/Fact';
import { ATTENDEE_FAVORITE, FavoriteButton } from '../shared/favorites/FavoriteButton';
import { SocialLinks } from './SocialLinks';
import { attendeeDetailNamespace, attendeeDetailStrings } from './strings';
import { useOnSite } from '../shared/on-site';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import './attendeeDetail.css';

export default function AttendeeDetail(block: BlockComponentProps<AttendeeDetailProps>) {
  const onSite = useOnSite();
  if (!onSite) {
    return (
      <div className="blk-dir">
        <p>The attendee{block.props.attendeeId ? ` ${block.props.attendeeId}` : ''}, their profile and contact options show here on the site.</p>
      </div>
    );
  }
  return <Detail {...block} />;
}

function Detail({ props }: BlockComponentProps<AttendeeDetailProps>) {
  const { t } = useTranslation(attendeeDetailStrings, attendeeDetailNamespace);
  const participation = useParticipationLabel();
  const { backLinkText = t('translate.attendeeDetail.back') } = props;
  const { idBase, language, viewer, spaClick, routeId } = useDetailBasics();
  const id = props.attendeeId || routeId || '';
  // No refetch of a failed load on mount: the server's not-found answer stays (and the server render sees it).
  const detail = useQuery({ ...attendeeQueryOptions(viewer, id), enabled: id !== '', retryOnMount: false });
  const data = detail.data;
  const a = data?.attendee;
  const back = { href: `/${language}/attendees`, text: backLinkText, onClick: spaClick };
  const missing = id === '' || isNotFound(detail.error);
  useDetailHead(
    a
      ? { title: a.ogTitle || t('translate.attendeeDetail.page-title', { name: a.displayName }), description: a.ogDescription || a.jobTitle }
      : missing
        ? { title: t('translate.attendeeDetail.not-found'), notFound: true }
        : null,
  );

  if (missing || detail.isError || !a || !data) {
    const texts = {
      notFoundTitle: t('translate.attendeeDetail.not-found'),
      notFoundText: t('translate.attendeeDetail.not-found.text'),
      failedText: t('translate.attendeeDetail.load-failed'),
    };
    return <DetailPending texts={texts} missing={missing} failed={detail.isError} back={back} />;
  }

  const { actions } = data;
  const name = a.displayName;
  const companyHref = `/${language}/attendees?${new URLSearchParams({ filter: `company>${a.company}` }).toString()}`;
  const anyAction = actions.message || actions.meeting || actions.email || actions.teamsChat;
  const hero = (
    <>
      {a.jobTitle ? <p className="blk-dir__lead">{a.jobTitle}</p> : null}
      {a.company ? (
        <p className="blk-dir__org">
          <a href={companyHref} onClick={spaClick}>
            {a.company}
          </a>
        </p>
      ) : null}
      <dl className="blk-attd__facts">
        {a.region ? <Fact term={t('translate.attendeeDetail.region')}>{a.region}</Fact> : null}
        {a.participationType.displayValue ? (
          <Fact term={t('translate.attendeeDetail.participation')}>
            <Pill>{participation(a.participationType)}</Pill>
          </Fact>
        ) : null}
      </dl>
      <SocialLinks attendee={a} name={name} />
      {actions.favorite ? (
        <div className="blk-dir__fav">
          <FavoriteButton kind={ATTENDEE_FAVORITE} id={a.attendeeId} label={name} />
        </div>
      ) : null}
    </>
  );
  return (
    <DetailArticle idBase={idBase} className="blk-attd" back={back} picture={<Picture src={a.photo} name={name} shape="round" size={160} />} name={name} hero={hero}>
      {anyAction ? (
        <div className="blk-attd__actions" role="group" aria-label={t('translate.attendeeDetail.contact', { name })}>
          {actions.meeting ? (
            <LinkButton variant="primary" href={`/${language}${data.meetingHref}`} onClick={spaClick}>
              {t('translate.attendeeDetail.book-meeting')}
            </LinkButton>
          ) : null}
          {actions.message ? (
            <LinkButton variant="secondary" href={`/${language}${data.messageHref}`} onClick={spaClick}>
              {t('translate.attendeeDetail.send-message')}
            </LinkButton>
          ) : null}
          {actions.email ? (
            <LinkButton variant="secondary" href={`mailto:${a.email}`}>
              {t('translate.attendeeDetail.email')}
            </LinkButton>
          ) : null}
          {actions.teamsChat ? (
            <LinkButton variant="secondary" href={data.teamsChatHref} target="_blank" rel="noopener noreferrer">
              {t('translate.attendeeDetail.teams-chat')}
            </LinkButton>
          ) : null}
        </div>
      ) : null}
      {data.isSelf ? (
        <p className="ui-notice blk-attd__self">
          {t('translate.attendeeDetail.self')}{' '}
          <a href={`/${language}/user/profile`} onClick={spaClick}>
            {t('translate.attendeeDetail.self.edit')}
          </a>
        </p>
      ) : null}
      <BioSection id={`${idBase}-bio`} bio={a.bio} />
    </DetailArticle>
  );
}
