import type { ReactNode } from 'react';

export interface PickerResultsTexts {
  searching: string;
  failed: string;
  nothing: string;
  /** The list's name. */
  results: string;
}

/**
 * What a picker's search found (the session and speaker pickers): searching, failed or nothing found as a status,
 * else a named list with an item per result. Nothing while the search is empty.
 */
export function PickerResults<T>({ id, search, found, texts, keyOf, children }: {
  id: string;
  search: string;
  found: { isPending: boolean; isError: boolean; data?: { items: readonly T[] } };
  texts: PickerResultsTexts;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const items = found.data?.items;
  return (
    <div id={id} className="eg-sessions__results">
      {search !== '' && found.isPending && <p role="status">{texts.searching}</p>}
      {found.isError && <p role="alert" className="eg-errors">{texts.failed}</p>}
      {search !== '' && items?.length === 0 && <p role="status">{texts.nothing}</p>}
      {search !== '' && items && items.length > 0 && (
        <ul aria-label={texts.results}>
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
