import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { speakerQueryOptions, speakersQueryOptions } from '../../../api-client/catalog';
import { Button } from '../../../ui';
import type { WidgetProps } from '../form-context';
import { nullableOf } from '../schema-nodes';
import { useWidgetText } from './widget-strings';
import { PickerSearch } from './PickerSearch';
import './pickers.css';

// Catalog answers differ per viewer; the editor reads them as the directory shows them to editors.
const VIEWER = 'editor-picker';

/**
 * x-widget: speaker-picker: one speaker by id, chosen from a search of the speakers (GET /api/speaker?search=),
 * shown by name; Clear leaves the prop unset.
 */
export function SpeakerPickerWidget(p: WidgetProps) {
  const text = useWidgetText();
  const id = typeof p.value === 'string' ? p.value : '';
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const chosen = useQuery({ ...speakerQueryOptions(VIEWER, id), enabled: id !== '', retry: false });
  const found = useQuery({ ...speakersQueryOptions(VIEWER, { search: deferred, pageSize: 12, sortBy: 'relevance' }), enabled: deferred !== '' });
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
        query={query}
        onQuery={setQuery}
        search={deferred}
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
              setQuery('');
            }}
          >
            {s.displayName} <span className="eg-hint">{s.company ? `(${s.company})` : ''}</span>
          </Button>
        )}
      </PickerSearch>
    </div>
  );
}
