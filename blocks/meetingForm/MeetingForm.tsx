// New meeting (/meetings/schedule?attendeeId=&source=) and edit meeting (/meetings/edit/{meetingId}); docs/behaviour/README.md
// sections 2-5. The invitee named by attendeeId is prefilled; clashes of every person at the chosen time are shown
// before sending (GET /meetings/conflicts); the location is typed only with showMeetingLocation, and an alternative
// location blanks area and table size. Times are typed in the event's time zone.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../api-client';
import {
  conflictsQueryOptions, meetingAttendeesQueryOptions, meetingQueryOptions, useCreateMeeting, useUpdateMeeting,
} from '../../api-client/meetings';
import { useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import { CREATABLE_MEETING_TYPES, DEFAULT_MEETING_CAPACITY, DEFAULT_MEETING_LOCATION, isEditableMeetingType } from '../../schemas';
import type { Meeting, MeetingAttendee, MeetingBody, MeetingFormProps } from '../../schemas/api-types';
import { Radio, Select, Skeleton, TextAreaField, TextField } from '../../ui';
import { useMeetingFormat, useMeetingTypeLabel } from '../shared/meetings/format';
import { FormFrame } from '../shared/meetings/FormFrame';
import { ClashWarning, MeetingNotFound } from '../shared/meetings/parts';
import { useSaveItem } from '../shared/meetings/save';
import { useEditTarget } from '../shared/meetings/use-edit-target';
import { TimeRangeFields, useTimeRange } from '../shared/meetings/TimeRange';
import { AttendeePicker } from './AttendeePicker';
import { useOnSite } from '../shared/on-site';
import { meetingFormNamespace, meetingFormStrings } from './strings';

export default function MeetingForm(block: BlockComponentProps<MeetingFormProps>) {
  // Outside the site (a schema example, a story: no API client or router) there is no visitor to show.
  const onSite = useOnSite();
  if (!onSite) return <p className="ui-page mtg-block mtg-muted">The new and edit meeting form shows here on the site.</p>;
  return <FormLoader {...block} />;
}

function FormLoader({ props }: BlockComponentProps<MeetingFormProps>) {
  const { language } = useRenderContext();
  const { t } = useTranslation(meetingFormStrings, meetingFormNamespace);
  const { viewer, id, existing } = useEditTarget('meetingId', meetingQueryOptions);
  if (viewer === null) return <p className="ui-page mtg-block">{t('translate.meetingForm.sign-in')}</p>;
  if (id) {
    if (existing.isPending) return <Skeleton className="ui-page mtg-block" height="20rem" />;
    if (existing.isError || !existing.data.meeting.isOwner || !isEditableMeetingType(existing.data.meeting.meetingTypeName) || existing.data.meeting.status === 'cancelled') {
      return <MeetingNotFound title={t('translate.meetingForm.not-found')} backHref={`/${language}/meetings`} backLabel={t('translate.meetingForm.back')} />;
    }
    return <Form viewer={viewer} meeting={existing.data.meeting} props={props} />;
  }
  return <Form viewer={viewer} meeting={null} props={props} />;
}

function Form({ viewer, meeting, props }: { viewer: string; meeting: Meeting | null; props: MeetingFormProps }) {
  const id = useId();
  const search = new URLSearchParams(useLocation().search);
  const { language } = useRenderContext();
  const { t } = useTranslation(meetingFormStrings, meetingFormNamespace);
  const typeLabel = useMeetingTypeLabel();
  const fmt = useMeetingFormat();
  const settings = (useSettings().data?.data ?? {}) as Record<string, unknown>;
  const showLocation = settings.showMeetingLocation === true;
  const defaultLocation = typeof settings.defaultMeetingLocation === 'string' && settings.defaultMeetingLocation ? settings.defaultMeetingLocation : DEFAULT_MEETING_LOCATION;
  const range = useTimeRange(meeting?.time, meeting?.endTime);

  const [subject, setSubject] = useState(meeting?.subject ?? '');
  const [type, setType] = useState<string>(meeting?.meetingTypeName ?? 'attendee-to-attendee');
  const [description, setDescription] = useState(meeting?.description ?? '');
  const [chosen, setChosen] = useState<MeetingAttendee[]>(
    meeting?.requests.filter((r) => r.attendeeId).map((r) => ({ attendeeId: r.attendeeId ?? '', userId: r.userId, displayName: r.displayName, company: r.company, jobTitle: r.jobTitle, photo: r.photo })) ?? [],
  );
  const [alternative, setAlternative] = useState(meeting !== null && meeting.meetingLocation !== null && meeting.meetingLocation !== defaultLocation);
  const [place, setPlace] = useState(alternative ? (meeting?.meetingLocation ?? '') : '');
  const [area, setArea] = useState(meeting?.area ?? '');
  const [tableSize, setTableSize] = useState(meeting?.tableSize ? String(meeting.tableSize) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  // /meetings/schedule?attendeeId=: that attendee is invited from the start.
  const prefillId = meeting ? '' : (search.get('attendeeId') ?? '');
  const prefill = useQuery({ ...meetingAttendeesQueryOptions(viewer, { ids: [prefillId] }), enabled: prefillId !== '' });
  // Until the server answers, the default capacity less the organizer's seat.
  const capacity = prefill.data?.capacity ?? DEFAULT_MEETING_CAPACITY - 1;
  useEffect(() => {
    const person = prefill.data?.items[0];
    if (person) setChosen((c) => (c.some((x) => x.attendeeId === person.attendeeId) ? c : [person, ...c]));
  }, [prefill.data]);

  const { startIso, endIso, timesOk } = range;
  const attendeeIds = useMemo(() => chosen.map((c) => c.attendeeId), [chosen]);
  const conflicts = useQuery({
    ...conflictsQueryOptions(viewer, { start: startIso ?? '', end: endIso ?? '', attendeeIds, meetingId: meeting?.id }),
    enabled: timesOk,
  });

  const { save, busy } = useSaveItem<MeetingBody, { meeting: Meeting }>({
    existingId: meeting?.id ?? null,
    create: useCreateMeeting(viewer),
    update: useUpdateMeeting(viewer),
    added: t('translate.meetingForm.sent'),
    failed: t('translate.meetingForm.save-failed'),
    pathOf: (answer) => `/${language}/meetings/${encodeURIComponent(answer.meeting.id)}`,
    setError: (form) => setErrors({ form }),
  });
  const source = search.get('source');
  const backHref = meeting ? `/${language}/meetings/${encodeURIComponent(meeting.id)}` : source === 'attendee' && prefillId ? `/${language}/attendees/${encodeURIComponent(prefillId)}` : `/${language}/meetings`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (subject.trim() === '') found.subject = t('translate.meetingForm.error.subject');
    if (startIso === null) found.start = t('translate.meetingForm.error.start');
    if (endIso === null) found.end = t('translate.meetingForm.error.end');
    else if (startIso !== null && Date.parse(endIso) <= Date.parse(startIso)) found.end = t('translate.meetingForm.error.end-before-start');
    if (chosen.length === 0) found.attendees = t('translate.meetingForm.error.attendees');
    setErrors(found);
    if (Object.keys(found).length > 0 || startIso === null || endIso === null) return;
    save({
      subject: subject.trim(),
      description: description.trim(),
      time: startIso,
      endTime: endIso,
      meetingTypeName: type as MeetingBody['meetingTypeName'],
      attendeeIds,
      meetingLocation: showLocation && alternative ? place.trim() || null : defaultLocation,
      area: alternative ? null : area.trim() || null,
      tableSize: alternative || tableSize === '' ? null : Number(tableSize),
    });
  };

  return (
    <FormFrame
      id={id}
      title={meeting ? (props.editHeading ?? t('translate.meetingForm.edit-heading')) : (props.newHeading ?? t('translate.meetingForm.new-heading'))}
      backHref={backHref}
      error={errors.form}
      submitLabel={meeting ? t('translate.meetingForm.save') : t('translate.meetingForm.send')}
      busy={busy}
      onSubmit={submit}
    >
        <TextField label={t('translate.meetingForm.subject')} required maxLength={200} value={subject} error={errors.subject} onChange={(e) => setSubject(e.target.value)} />
        <Select label={t('translate.meetingForm.type')} value={type} onChange={(e) => setType(e.target.value)}>
          {CREATABLE_MEETING_TYPES.filter((name) => meeting === null || isEditableMeetingType(name)).map((name) => (
            <option key={name} value={name}>
              {typeLabel(name)}
            </option>
          ))}
        </Select>
        <TimeRangeFields range={range} errors={errors} />
        <AttendeePicker viewer={viewer} chosen={chosen} onChange={setChosen} capacity={capacity} error={errors.attendees} />
        {timesOk && conflicts.data ? <ClashWarning conflicts={conflicts.data.conflicts} viewerId={viewer} format={fmt.range} /> : null}
        {showLocation ? (
          <fieldset>
            <legend>{t('translate.meetingForm.location')}</legend>
            <Radio name={`${id}-loc`} label={t('translate.meetingForm.location.default', { location: defaultLocation })} checked={!alternative} onChange={() => setAlternative(false)} />
            <Radio name={`${id}-loc`} label={t('translate.meetingForm.location.other')} checked={alternative} onChange={() => setAlternative(true)} />
            {alternative ? (
              <TextField label={t('translate.meetingForm.place')} maxLength={200} value={place} onChange={(e) => setPlace(e.target.value)} hint={t('translate.meetingForm.place.hint')} />
            ) : (
              <div className="mtg-form__row">
                <TextField label={t('translate.meetingForm.area')} maxLength={100} value={area} onChange={(e) => setArea(e.target.value)} />
                <TextField label={t('translate.meetingForm.table-size')} type="number" min={1} max={100} value={tableSize} onChange={(e) => setTableSize(e.target.value)} />
              </div>
            )}
          </fieldset>
        ) : null}
        <TextAreaField label={t('translate.meetingForm.description')} rows={4} maxLength={4000} value={description} onChange={(e) => setDescription(e.target.value)} />
    </FormFrame>
  );
}
