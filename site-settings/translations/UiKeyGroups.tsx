import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Environment } from '../../api-client';
import { blockTitleOf } from '../../blocks/ui-strings';
import { useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { KeyEditor, type SiteLanguage } from './KeyEditor';
import { translationStrings } from './strings';
import type { UiKeyGroup } from './ui-keys';

type Texts = Readonly<Record<string, string>>;

/** The block titles of a group, as a list in the editor's language ("Session catalog and Favorites list"). */
export function blockTitles(blockTypes: readonly string[], language: string): string {
  const titles = blockTypes.map(blockTitleOf);
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(titles);
  } catch {
    return titles.join(', ');
  }
}

/**
 * The UI keys of the page's blocks, one disclosure per group of block types (the metadata: which blocks use a key);
 * an opened group lists its keys, each editable per language and saved to the key's own namespace.
 */
export function UiKeyGroups(props: {
  groups: readonly UiKeyGroup[];
  languages: readonly SiteLanguage[];
  /** namespace -> locale -> key -> text */
  texts: Readonly<Record<string, Readonly<Record<string, Texts>>>>;
  environment: Environment;
  language: string;
  /** A UI key whose text was clicked on the page: its group opens and its field takes the focus. */
  focusKey: string | null;
  focusLocale?: string;
  focusRequest: number;
}) {
  const { groups, languages, texts, environment, language, focusKey, focusLocale, focusRequest } = props;
  const { t } = useTranslation(translationStrings);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const idOf = (group: UiKeyGroup) => group.blockTypes.join(' ');

  // Each click on a page text opens its group once (a group the editor closes stays closed when the page refetches).
  const handled = useRef(0);
  useEffect(() => {
    if (focusRequest === handled.current) return;
    handled.current = focusRequest;
    const group = focusKey ? groups.find((g) => g.keys.some((k) => k.key === focusKey)) : undefined;
    if (group) setOpen((was) => new Set(was).add(group.blockTypes.join(' ')));
  }, [focusKey, focusRequest, groups]);

  if (groups.length === 0) return <p>{t('translate.site-tools.translations.ui.none')}</p>;
  return (
    <ul className="tt__groups">
      {groups.map((group) => (
        <li key={idOf(group)}>
          <Group
            group={group}
            open={open.has(idOf(group))}
            onToggle={() =>
              setOpen((was) => {
                const next = new Set(was);
                if (!next.delete(idOf(group))) next.add(idOf(group));
                return next;
              })
            }
            title={blockTitles(group.blockTypes, language)}
          >
            {group.keys.map((k) => (
              <KeyEditor
                key={k.key}
                translationKey={k.key}
                namespace={k.namespace}
                defaultText={k.english}
                languages={languages}
                texts={texts[k.namespace] ?? {}}
                environment={environment}
                focusLocale={focusKey === k.key ? focusLocale : undefined}
                focusRequest={focusRequest}
              />
            ))}
          </Group>
        </li>
      ))}
    </ul>
  );
}

function Group(props: { group: UiKeyGroup; open: boolean; onToggle: () => void; title: string; children: ReactNode }) {
  const { group, open, onToggle, title, children } = props;
  const { t } = useTranslation(translationStrings);
  const bodyId = useId();
  return (
    <section className="tt__group">
      <h4>
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={onToggle}>
          {t('translate.site-tools.translations.ui.group', { blocks: title, count: group.keys.length })}
        </Button>
      </h4>
      {open ? (
        <div id={bodyId} className="tt__keys">
          <p className="tt__meta">{t('translate.site-tools.translations.ui.namespaces', { namespaces: group.namespaces.join(', '), count: group.namespaces.length })}</p>
          {children}
        </div>
      ) : null}
    </section>
  );
}
