// The meeting form's attendee picker: a combobox over GET /meetings/attendees (people who can be invited, never the
// viewer), with the autofill rule of docs/behaviour/meetings.md (trailing dots and whitespace stripped before searching),
// chosen people as removable chips, at most `capacity` of them (capacity minus one, 9 by default).
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { meetingAttendeesQueryOptions } from '../../api-client/meetings';
import { useTranslation } from '../../renderer';
import type { MeetingAttendee } from '../../schemas/api-types';
import { IconButton, TextField } from '../../ui';
import { Avatar } from '../shared/meetings/parts';
import { meetingFormNamespace, meetingFormStrings } from './strings';

/** docs/behaviour/meetings.md: "Autofill strips trailing dots and whitespace". */
export const autofillText = (raw: string) => raw.replace(/[.\s]+$/u, '').trimStart();

export function AttendeePicker({ viewer, chosen, onChange, capacity, error }: {
  viewer: string;
  chosen: readonly MeetingAttendee[];
  onChange: (next: MeetingAttendee[]) => void;
  capacity: number;
  error?: string;
}) {
  const id = useId();
  const { t } = useTranslation(meetingFormStrings, meetingFormNamespace);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = autofillText(text);
  const search = useQuery({ ...meetingAttendeesQueryOptions(viewer, { q }), enabled: q.length >= 2 });
  const options = (search.data?.items ?? []).filter((o) => !chosen.some((c) => c.attendeeId === o.attendeeId));
  const full = chosen.length >= capacity;
  const open = q.length >= 2 && !full && options.length > 0;
  const choose = (o: MeetingAttendee) => {
    onChange([...chosen, o]);
    setText('');
    setActive(0);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown') setActive((a) => (a + 1) % options.length);
    else if (e.key === 'ArrowUp') setActive((a) => (a - 1 + options.length) % options.length);
    else if (e.key === 'Enter') {
      const o = options[active];
      if (o) choose(o);
    } else if (e.key === 'Escape') setText('');
    else return;
    e.preventDefault();
  };
  return (
    <div className="mtg-picker">
      <TextField
        id={`${id}-input`}
        label={t('translate.meetingForm.picker.label')}
        hint={full ? t('translate.meetingForm.picker.full', { count: capacity }) : t('translate.meetingForm.picker.hint')}
        error={error}
        value={text}
        disabled={full}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        aria-activedescendant={open ? `${id}-o-${active}` : undefined}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
      />
      {open ? (
        <ul id={`${id}-options`} role="listbox" className="ui-popup-list mtg-picker__options" aria-label={t('translate.meetingForm.picker.options')}>
          {options.map((o, i) => (
            <li
              key={o.attendeeId}
              id={`${id}-o-${i}`}
              role="option"
              aria-selected={i === active}
              className="mtg-picker__option"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
            >
              <Avatar name={o.displayName} photo={o.photo} size={28} />
              <span>
                {o.displayName}
                {o.company ? <span className="mtg-muted"> · {o.company}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : q.length >= 2 && !full && search.isSuccess && options.length === 0 ? (
        <p className="mtg-muted" role="status">
          {t('translate.meetingForm.picker.no-match', { query: q })}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="mtg-chips" aria-label={t('translate.meetingForm.picker.chosen')}>
          {chosen.map((c) => (
            <li key={c.attendeeId} className="mtg-chip">
              {c.displayName}
              <IconButton size="sm" icon="close" label={t('translate.meetingForm.picker.remove', { name: c.displayName })} onClick={() => onChange(chosen.filter((x) => x.attendeeId !== c.attendeeId))} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
