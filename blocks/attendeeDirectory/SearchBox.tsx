// The directory's search box with name suggestions (docs/behaviour/attendees-and-profile.md: from 2 characters; autofill:
// trailing dots and whitespace stripped, the viewer left out, both on the server). A combobox (WAI-ARIA 1.2):
// typing searches the list after a pause as before, arrow keys walk the suggestions, Enter opens the chosen one.
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { attendeeSuggestionsQueryOptions } from '../../api-client/attendees';
import { useTranslation } from '../../renderer';
import { autofillQuery } from '../../schemas';
import type { SearchDraft } from '../shared/directory/parts';
import { Picture } from '../shared/directory/parts';
import { attendeeDirectoryNamespace, attendeeDirectoryStrings } from './strings';

interface Props {
  idBase: string;
  label: string;
  viewer: string;
  search: SearchDraft;
  hrefOf: (attendeeId: string) => string;
  open: (href: string) => void;
}

export function SearchBox({ idBase, label, viewer, search, hrefOf, open }: Props) {
  const { t } = useTranslation(attendeeDirectoryStrings, attendeeDirectoryNamespace);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const query = autofillQuery(search.draft);
  const suggestions = useQuery({ ...attendeeSuggestionsQueryOptions(viewer, query ?? ''), enabled: query !== null && focused });
  const items = query !== null ? (suggestions.data?.items ?? []) : [];
  const expanded = focused && !dismissed && items.length > 0;
  const listId = `${idBase}-suggest`;
  const optionId = (i: number) => `${idBase}-opt-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    } else if (event.key === 'Enter') {
      const chosen = expanded && active >= 0 ? items[active] : undefined;
      if (chosen) {
        event.preventDefault();
        open(hrefOf(chosen.attendeeId));
      } else {
        search.commitNow();
        setDismissed(true);
      }
    }
  };

  return (
    <div className="blk-att__search ui-field">
      <label className="ui-field__label" htmlFor={`${idBase}-q`}>
        {label}
      </label>
      <input
        id={`${idBase}-q`}
        className="ui-input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${idBase}-q-hint`}
        value={search.draft}
        onChange={(e) => {
          search.setDraft(e.currentTarget.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        // A click on a suggestion lands before the blur hides the list (mousedown below keeps the focus).
        onBlur={() => setFocused(false)}
      />
      <span id={`${idBase}-q-hint`} className="ui-visually-hidden">
        {t('translate.attendeeDirectory.suggest.hint')}
      </span>
      <ul id={listId} role="listbox" aria-label={t('translate.attendeeDirectory.suggest.label')} className="ui-popup-list blk-att__suggest" hidden={!expanded}>
        {items.map((s, i) => (
          <li
            key={s.attendeeId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="blk-att__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => open(hrefOf(s.attendeeId))}
          >
            <Picture src={s.photo} name={s.displayName} shape="round" size={32} />
            <span className="blk-att__option-text">
              <span className="blk-att__option-name">{s.displayName}</span>
              {s.company ? <span className="blk-att__option-org">{s.company}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
