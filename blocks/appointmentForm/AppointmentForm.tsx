// New appointment (/appointments/schedule, needs enableAppointmentCreation) and edit appointment
// (/appointments/edit/{appointmentId}): a block of the visitor's own time (docs/behaviour/meetings.md), with what
// already happens then shown before saving. Times are typed in the event's time zone.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { appointmentQueryOptions, conflictsQueryOptions, useCreateAppointment, useUpdateAppointment } from '../../api-client/meetings';
import { useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { Appointment, AppointmentBody, AppointmentFormProps } from '../../schemas/api-types';
import { Skeleton, TextAreaField, TextField } from '../../ui';
import { useMeetingFormat } from '../shared/meetings/format';
import { FormFrame } from '../shared/meetings/FormFrame';
import { ClashWarning, MeetingNotFound } from '../shared/meetings/parts';
import { useSaveItem } from '../shared/meetings/save';
import { useEditTarget } from '../shared/meetings/use-edit-target';
import { TimeRangeFields, useTimeRange } from '../shared/meetings/TimeRange';
import { useOnSite } from '../shared/on-site';
import { appointmentFormNamespace, appointmentFormStrings } from './strings';

export default function AppointmentForm(block: BlockComponentProps<AppointmentFormProps>) {
  // Outside the site (a schema example, a story: no API client or router) there is no visitor to show.
  const onSite = useOnSite();
  if (!onSite) return <p className="ui-page mtg-block mtg-muted">The appointment form shows here on the site.</p>;
  return <Loader {...block} />;
}

function Loader({ props }: BlockComponentProps<AppointmentFormProps>) {
  const { language } = useRenderContext();
  const { t } = useTranslation(appointmentFormStrings, appointmentFormNamespace);
  const { viewer, id, existing } = useEditTarget('appointmentId', appointmentQueryOptions);
  if (viewer === null) return <p className="ui-page mtg-block">{t('translate.appointmentForm.sign-in')}</p>;
  if (id) {
    if (existing.isPending) return <Skeleton className="ui-page mtg-block" height="16rem" />;
    if (existing.isError) return <MeetingNotFound title={t('translate.appointmentForm.not-found')} backHref={`/${language}/schedule`} backLabel={t('translate.appointmentForm.back')} />;
    return <Form viewer={viewer} appointment={existing.data.appointment} props={props} />;
  }
  return <Form viewer={viewer} appointment={null} props={props} />;
}

function Form({ viewer, appointment, props }: { viewer: string; appointment: Appointment | null; props: AppointmentFormProps }) {
  const id = useId();
  const { language } = useRenderContext();
  const { t } = useTranslation(appointmentFormStrings, appointmentFormNamespace);
  const fmt = useMeetingFormat();
  const range = useTimeRange(appointment?.start, appointment?.finish);
  const [name, setName] = useState(appointment?.name ?? '');
  const [location, setLocation] = useState(appointment?.location ?? '');
  const [description, setDescription] = useState(appointment?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { startIso, endIso, timesOk } = range;
  const conflicts = useQuery({ ...conflictsQueryOptions(viewer, { start: startIso ?? '', end: endIso ?? '', attendeeIds: [], meetingId: appointment?.id }), enabled: timesOk });
  const backHref = appointment ? `/${language}/appointments/${encodeURIComponent(appointment.id)}` : `/${language}/schedule`;
  const { save, busy } = useSaveItem<AppointmentBody, { appointment: Appointment }>({
    existingId: appointment?.id ?? null,
    create: useCreateAppointment(viewer),
    update: useUpdateAppointment(viewer),
    added: t('translate.appointmentForm.added'),
    failed: t('translate.appointmentForm.save-failed'),
    pathOf: (answer) => `/${language}/appointments/${encodeURIComponent(answer.appointment.id)}`,
    setError: (form) => setErrors({ form }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (name.trim() === '') found.name = t('translate.appointmentForm.error.name');
    if (startIso === null) found.start = t('translate.appointmentForm.error.start');
    if (endIso === null || (startIso !== null && Date.parse(endIso) <= Date.parse(startIso))) found.end = t('translate.appointmentForm.error.end');
    setErrors(found);
    if (Object.keys(found).length > 0 || startIso === null || endIso === null) return;
    save({ name: name.trim(), description: description.trim(), start: startIso, finish: endIso, location: location.trim() || null });
  };

  return (
    <FormFrame
      id={id}
      title={appointment ? (props.editHeading ?? t('translate.appointmentForm.edit-heading')) : (props.newHeading ?? t('translate.appointmentForm.new-heading'))}
      backHref={backHref}
      error={errors.form}
      submitLabel={appointment ? t('translate.appointmentForm.save') : t('translate.appointmentForm.add')}
      busy={busy}
      onSubmit={submit}
    >
        <TextField label={t('translate.appointmentForm.name')} required maxLength={200} value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        <TimeRangeFields range={range} errors={errors} />
        {timesOk && conflicts.data ? <ClashWarning conflicts={conflicts.data.conflicts} viewerId={viewer} format={fmt.range} /> : null}
        <TextField label={t('translate.appointmentForm.location')} maxLength={200} value={location} onChange={(e) => setLocation(e.target.value)} />
        <TextAreaField label={t('translate.appointmentForm.description')} rows={3} maxLength={4000} value={description} onChange={(e) => setDescription(e.target.value)} />
    </FormFrame>
  );
}
