// An appointment (/appointments/{appointmentId}): when, where, what, with its time status, and Edit / Remove for its
// owner; shown only with the appointments flag (the API answers 403 without it).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api-client';
import { appointmentQueryOptions, useDeleteAppointment, useMeetingViewer } from '../../api-client/meetings';
import { showToast, useErrorText, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { AppointmentDetailProps } from '../../schemas/api-types';
import { Button, Skeleton, buttonClass } from '../../ui';
import { useMeetingFormat } from '../shared/meetings/format';
import { ClashWarning, MeetingNotFound, Term, TimeStatusPill, WhenTerm } from '../shared/meetings/parts';
import { SiteLink } from '../shared/SiteLink';
import { useOnSite } from '../shared/on-site';
import { appointmentDetailNamespace, appointmentDetailStrings } from './strings';

export default function AppointmentDetail(block: BlockComponentProps<AppointmentDetailProps>) {
  // Outside the site (a schema example, a story: no API client or router) there is no visitor to show.
  const onSite = useOnSite();
  if (!onSite) return <p className="ui-page mtg-block mtg-muted">An appointment shows here on the site.</p>;
  return <Detail {...block} />;
}

function Detail(block: BlockComponentProps<AppointmentDetailProps>) {
  const { appointmentId = '' } = useParams();
  const { language } = useRenderContext();
  const navigate = useNavigate();
  const viewer = useMeetingViewer();
  const fmt = useMeetingFormat();
  const { t } = useTranslation(appointmentDetailStrings, appointmentDetailNamespace);
  const errorText = useErrorText();
  const query = useQuery({ ...appointmentQueryOptions(viewer ?? 'anonymous', appointmentId), enabled: viewer !== null && appointmentId !== '', retryOnMount: false });
  const remove = useDeleteAppointment(viewer ?? 'anonymous');
  const [confirming, setConfirming] = useState(false);
  const back = `/${language}/schedule`;
  const backLabel = block.props.backLabel ?? t('translate.appointmentDetail.back');
  if (viewer === null) return <p className="ui-page mtg-block">{t('translate.appointmentDetail.sign-in')}</p>;
  if (query.isPending) return <Skeleton className="ui-page mtg-block" height="12rem" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) return <MeetingNotFound title={t('translate.appointmentDetail.not-found')} backHref={back} backLabel={t('translate.appointmentDetail.back')} />;
    return (
      <div className="ui-page mtg-block" role="alert">
        <p>{t('translate.appointmentDetail.load-failed')}</p>
        <Button onClick={() => void query.refetch()}>{t('translate.appointmentDetail.retry')}</Button>
      </div>
    );
  }
  const { appointment: a, conflicts } = query.data;
  return (
    <article className="ui-page mtg-block">
      <p>
        <SiteLink href={back}>← {backLabel}</SiteLink>
      </p>
      <h1 className="mtg-title">{a.name}</h1>
      <div className="ui-cluster mtg-card__pills">
        <TimeStatusPill start={a.start} end={a.finish} available />
      </div>
      <dl className="mtg-dl mtg-section">
        <WhenTerm start={a.start} end={a.finish} />
        {a.location ? <Term term={t('translate.appointmentDetail.location')}>{a.location}</Term> : null}
        {a.description ? (
          <Term term={t('translate.appointmentDetail.about')} className="mtg-pre">
            {a.description}
          </Term>
        ) : null}
      </dl>
      <ClashWarning conflicts={conflicts} viewerId={viewer} format={fmt.range} />
      <div className="mtg-form__actions">
        <SiteLink href={`/${language}/appointments/edit/${encodeURIComponent(a.id)}`} className={buttonClass({ variant: 'secondary' })}>
          {t('translate.appointmentDetail.edit')}
        </SiteLink>
        {confirming ? (
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(a.id, {
                onSuccess: () => {
                  showToast(t('translate.appointmentDetail.removed'));
                  void navigate(back);
                },
                onError: (err) => showToast(isApiError(err) ? errorText(err) : t('translate.appointmentDetail.remove-failed'), 'error'),
              })
            }
          >
            {t('translate.appointmentDetail.remove-confirm')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('translate.appointmentDetail.remove')}
          </Button>
        )}
      </div>
    </article>
  );
}
