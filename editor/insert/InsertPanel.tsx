import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PageRenderer, type BlockRegistry, type RenderContextValue, useTranslation } from '../../renderer';
import { assertComponentIdAvailable, defaultComponentId, normalizeComponentId } from '../actions/component-id';
import { editorStrings } from '../i18n/strings';
import { useEditorStoreApi } from '../state/store';
import { useSaveErrorMessage } from '../../editing';
import { blockEntries, createBlockSearch, groupEntries } from './search-blocks';
import { PasteBlock } from './PasteBlock';
import { firstExample } from './example';
import { BLOCK_DRAG_TYPE } from '../canvas/block-drop';
import { Button, TextField } from '../../ui';
import { useBlockTitle } from '../block-title';

export interface InsertPanelProps {
  registry: BlockRegistry;
  /** The page's render context (the preview renders as the page does, outside edit mode). */
  context: RenderContextValue;
  /** Escape or Cancel: the panel goes back to the block's fields. */
  onClose: () => void;
  /** A block was added (and selected): the panel shows its fields. */
  onAdded: (componentId: string) => void;
  /** Put the focus in the search box on mount (the editor bar's Insert block asked for the list). */
  autoFocus?: boolean;
}

/**
 * The insert list, the side panel's Insert tab (docs/behaviour/editor.md, Inserting a block, "Component-insert dialog", docked beside the
 * page rather than over it): fuzzy search ranked by fuse's score, a list grouped by x-group,
 * a live preview of the schema's first example, an ID field checked as it is typed, and Add. The new block goes
 * after the selected block, else at the end.
 *
 * Keyboard: ArrowDown in the search box moves into the list; ArrowUp/ArrowDown (Home/End) move within it, and the
 * block with the focus is the one picked (its preview shows); Enter on a block adds it. An ID the editor typed is
 * kept when another block is picked; an untouched ID follows the picked type's default.
 */
export function InsertPanel({ registry, context, onClose, onAdded, autoFocus = false }: InsertPanelProps) {
  const { t } = useTranslation(editorStrings);
  const blockTitle = useBlockTitle();
  // A refused insert (EditorActionError) shows its translated code, as a refused save does.
  const errorMessage = useSaveErrorMessage();
  const store = useEditorStoreApi();
  const entries = useMemo(() => blockEntries(registry), [registry]);
  const search = useMemo(() => createBlockSearch(entries), [entries]);
  const [query, setQuery] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [id, setId] = useState('');
  // Whether the editor typed the ID: then picking another type keeps it.
  const [idTyped, setIdTyped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const ids = useId();
  useEffect(() => {
    if (autoFocus) searchRef.current?.focus();
  }, [autoFocus]);

  const groups = groupEntries(search(query), query.trim() !== '');
  const usedIds = () => new Set(store.getState().components.map((c) => c.componentId));
  // The ID's message, checked as it is typed (the same rule the insert applies).
  const idError = useMemo(() => {
    if (!type) return null;
    try {
      assertComponentIdAvailable(normalizeComponentId(id), new Set(store.getState().components.map((c) => c.componentId)));
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  }, [type, id, store, errorMessage]);
  const example = type ? firstExample(type) : undefined;
  const preview = useMemo(
    () =>
      type
        ? {
            components: [
              { componentId: 'insert-preview', component: type, parentId: null, props: example ?? {} },
            ],
          }
        : null,
    [type, example],
  );
  const previewContext = useMemo(() => ({ ...context, editMode: false }), [context]);

  /** The ID a pick of `next` leaves in the field: the typed one, else the type's default. */
  const idFor = (next: string) => (idTyped ? id : defaultComponentId(next, usedIds()));

  const pick = (next: string) => {
    if (next === type) return;
    setType(next);
    setError(null);
    setId(idFor(next));
  };

  const add = (component = type, componentId = id) => {
    if (!component) return;
    try {
      const state = store.getState();
      state.insert({
        component,
        componentId,
        props: structuredClone(firstExample(component) ?? {}),
        afterId: state.selectedId,
      });
      const added = normalizeComponentId(componentId);
      state.select(added);
      onAdded(added);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const options = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-block-type]') ?? [])];
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowDown') return;
    const first = options()[0];
    if (!first) return;
    e.preventDefault();
    first.focus();
  };
  const onOptionKey = (e: KeyboardEvent<HTMLButtonElement>, blockType: string) => {
    const all = options();
    const at = all.indexOf(e.currentTarget);
    const move = (target: HTMLElement | undefined) => {
      e.preventDefault();
      target?.focus();
    };
    if (e.key === 'ArrowDown') move(all[Math.min(at + 1, all.length - 1)]);
    else if (e.key === 'ArrowUp') move(at <= 0 ? (searchRef.current ?? undefined) : all[at - 1]);
    else if (e.key === 'Home') move(all[0]);
    else if (e.key === 'End') move(all.at(-1));
    else if (e.key === 'Enter') {
      e.preventDefault();
      const componentId = blockType === type ? id : idFor(blockType);
      pick(blockType);
      add(blockType, componentId);
    }
  };

  return (
    <section
      className="ed-insert"
      aria-labelledby={`${ids}-title`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${ids}-title`} className="ed-side-title">
        {t('translate.editor.insert.title')}
      </h2>
      <div className="ed-insert-body">
        <div>
          <TextField
            compact
            className="ed-field"
            label={t('translate.editor.insert.search')}
            ref={searchRef}
            id={`${ids}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onSearchKey}
            aria-controls={`${ids}-list`}
            aria-keyshortcuts="ArrowDown"
          />
          <nav
            id={`${ids}-list`}
            ref={listRef}
            aria-label={t('translate.editor.insert.list')}
            className="ed-insert-list"
          >
            {groups.length === 0 && <p role="status">{t('translate.editor.insert.no-match')}</p>}
            {groups.map(({ group, entries: items }) => (
              <section key={group} aria-labelledby={`${ids}-g-${group}`}>
                <h3 id={`${ids}-g-${group}`}>{t(`translate.block-groups.${group.replace(/[^A-Za-z0-9-]/g, '-')}`, { defaultValue: group })}</h3>
                <ul>
                  {items.map((e) => (
                    <li key={e.type}>
                      <Button
                        size="sm"
                        aria-pressed={e.type === type}
                        title={e.description ? t(`translate.block-descriptions.${e.type}`, { defaultValue: e.description }) : undefined}
                        data-block-type={e.type}
                        aria-keyshortcuts="ArrowUp ArrowDown Enter"
                        onClick={() => pick(e.type)}
                        onFocus={() => pick(e.type)}
                        onKeyDown={(event) => onOptionKey(event, e.type)}
                        // Drag onto the page (editor/canvas/BlockDropTarget.tsx shows where it lands); the keyboard
                        // way is the list itself: pick, then Add or Enter.
                        draggable
                        onDragStart={(event) => {
                          event.dataTransfer.setData(BLOCK_DRAG_TYPE, e.type);
                          event.dataTransfer.setData('text/plain', e.title);
                          event.dataTransfer.effectAllowed = 'copy';
                        }}
                      >
                        {blockTitle(e.type, e.title)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </div>
        <div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              add();
            }}
          >
            <TextField
              compact
              className="ed-field"
              label={t('translate.editor.insert.id')}
              id={`${ids}-id`}
              value={id}
              disabled={!type}
              error={idError ?? undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(e) => {
                setId(e.target.value);
                setIdTyped(e.target.value.trim() !== '');
                setError(null);
              }}
            />
            {error && (
              <p id={`${ids}-error`} role="alert" className="ed-error">
                {error}
              </p>
            )}
            <div className="eg-actions">
              <Button size="sm" onClick={onClose}>
                {t('translate.editor.cancel')}
              </Button>
              <Button size="sm" type="submit" variant="primary" disabled={!type || idError !== null}>
                {t('translate.editor.insert.add')}
              </Button>
            </div>
          </form>
          <PasteBlock
            onPasted={(componentId) => {
              store.getState().select(componentId);
              onAdded(componentId);
            }}
          />
          <section aria-labelledby={`${ids}-preview`}>
            <h3 id={`${ids}-preview`}>{t('translate.editor.insert.preview')}</h3>
            {preview && example ? (
              // The preview is a picture of the block inside the dialog, not part of the page: assistive technology
              // hears its caption, not the example's landmarks, headings and links (which would duplicate the page's
              // own, e.g. a second "Keynote speakers" region), and its links cannot be followed or focused. The
              // figure takes the focus so that keyboard users can still scroll a tall preview.
              <figure
                className="ed-preview"
                data-testid="insert-dialog.preview"
                aria-labelledby={`${ids}-caption`}
                tabIndex={0}
              >
                <figcaption id={`${ids}-caption`} className="ed-preview-caption">
                  {t('translate.editor.insert.preview-caption', {
                    title: entries.find((e) => e.type === type)?.title ?? type,
                  })}
                </figcaption>
                <div inert>
                  <PageRenderer layout={preview} registry={registry} context={previewContext} />
                </div>
              </figure>
            ) : (
              <div className="ed-preview">{type && <p>{t('translate.editor.insert.no-preview')}</p>}</div>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
