import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { TextInput } from '../../../ui';
import { useWidgetText } from './widget-strings';

// Catalog answers differ per viewer; the pickers read them as the catalog and the directory show them to editors.
export const PICKER_VIEWER = 'editor-picker';
/** What a picker's search asks the catalog for: the twelve best matches. */
export const PICKER_RESULTS = { pageSize: 12, sortBy: 'relevance' } as const;

/**
 * The search box's state: what is typed, and the search the results are asked for (trimmed, deferred so that typing
 * stays quick). Spread into PickerSearch; `search` also keys the caller's query of the catalog.
 */
export function usePickerQuery() {
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  return { query, onQuery: setQuery, search };
}

export interface PickerSearchProps<T> {
  /** Which catalog the picker searches: its texts are translate.base.widgets.{kind}.*. */
  kind: 'sessions' | 'speakers';
  /** The search box's id and the field's label. */
  id: string;
  label: string;
  describedBy?: string;
  invalid?: boolean;
  query: string;
  onQuery: (query: string) => void;
  /** The search the answer is for (the deferred, trimmed query). */
  search: string;
  found: { isPending: boolean; isError: boolean; data?: { items: readonly T[] } };
  keyOf: (item: T) => string;
  /** A result's button. */
  children: (item: T) => ReactNode;
}

/**
 * The search of the session and speaker pickers: the search box, then what it found: searching, failed or nothing
 * found as a status, else a named list with an item per result (nothing while the search is empty).
 */
export function PickerSearch<T>({ kind, id, label, describedBy, invalid, query, onQuery, search, found, keyOf, children }: PickerSearchProps<T>) {
  const text = useWidgetText();
  const resultsId = useId();
  const items = found.data?.items;
  return (
    <>
      <TextInput
        compact
        id={id}
        type="search"
        aria-label={`${label}: ${text(`translate.base.widgets.${kind}.search`)}`}
        placeholder={text(`translate.base.widgets.${kind}.search`)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-controls={resultsId}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <div id={resultsId} className="eg-sessions__results">
        {search !== '' && found.isPending && <p role="status">{text('translate.base.widgets.sessions.searching')}</p>}
        {found.isError && <p role="alert" className="eg-errors">{text(`translate.base.widgets.${kind}.failed`)}</p>}
        {search !== '' && items?.length === 0 && <p role="status">{text(`translate.base.widgets.${kind}.nothing`)}</p>}
        {search !== '' && items && items.length > 0 && (
          <ul aria-label={text(`translate.base.widgets.${kind}.results`)}>
            {items.map((item) => (
              <li key={keyOf(item)}>{children(item)}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
