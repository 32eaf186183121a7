import { useQuery } from '@tanstack/react-query';
import { speakerQueryOptions, speakersQueryOptions } from '../../../api-client/catalog';
import { Button } from '../../../ui';
import type { WidgetProps } from '../form-context';
import { nullableOf } from '../schema-nodes';
import { useWidgetText } from './widget-strings';
import { PICKER_RESULTS, PICKER_VIEWER, PickerSearch, usePickerQuery } from './PickerSearch';
import './pickers.css';

/**
 * x-widget: speaker-picker: one speaker by id, chosen from a search of the speakers (GET /api/speaker?search=),
 * shown by name; Clear leaves the prop unset.
 */
export function SpeakerPickerWidget(p: WidgetProps) {
  const text = useWidgetText();
  const id = typeof p.value === 'string' ? p.value : '';
  const box = usePickerQuery();
  const chosen = useQuery({ ...speakerQueryOptions(PICKER_VIEWER, id), enabled: id !== '', retry: false });
  const found = useQuery({ ...speakersQueryOptions(PICKER_VIEWER, { search: box.search, ...PICKER_RESULTS }), enabled: box.search !== '' });
  const name = chosen.data?.speaker.displayName;
  return (
    <div className="eg-sessions">
      <p className="eg-hint" role="status" id={`${p.id}-chosen`}>
        {id === ''
          ? text('translate.base.widgets.speakers.none')
          : name
            ? text('translate.base.widgets.speakers.chosen', { name, id })
            : chosen.isError
              ? text('translate.base.widgets.speakers.unknown', { id })
              : text('translate.base.widgets.speakers.chosen', { name: id, id })}
      </p>
      {id !== '' && (
        <Button size="sm" onClick={() => p.onChange(p.optional ? undefined : nullableOf(p.schema) ? null : '')}>
          {text('translate.base.widgets.speakers.clear')}
        </Button>
      )}
      <PickerSearch
        kind="speakers"
        id={p.id}
        label={p.label}
        describedBy={[`${p.id}-chosen`, p.describedBy].filter(Boolean).join(' ')}
        invalid={p.invalid}
        {...box}
        found={found}
        keyOf={(s) => s.speakerId}
      >
        {(s) => (
          <Button
            size="sm"
            aria-pressed={s.speakerId === id}
            aria-label={text('translate.base.widgets.speakers.use', { name: s.displayName, company: s.company ? `(${s.company})` : '' }).trim()}
            onClick={() => {
              p.onChange(s.speakerId);
              box.onQuery('');
            }}
          >
            {s.displayName} <span className="eg-hint">{s.company ? `(${s.company})` : ''}</span>
          </Button>
        )}
      </PickerSearch>
    </div>
  );
}
