import { useId, useMemo } from 'react';
import type { FieldNotes } from '../../editing';
import { useTranslation } from '../../renderer';
import type { JsonSchema } from '../../schemas';
import { Button } from '../../ui';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import './changed-elsewhere.css';

/** English defaults of the notes' keys (an API translation of a key wins). */
export const changedElsewhereStrings = {
  'translate.editor.elsewhere.title': 'Changed elsewhere',
  'translate.editor.elsewhere.intro':
    'Someone else saved this block while you edited it. Their changes to fields you did not touch are shown already; you both changed these fields:',
  'translate.editor.elsewhere.field': '{{field}}: changed elsewhere to “{{theirs}}”. Your value is kept; saving asks which one to keep.',
  'translate.editor.elsewhere.use-theirs': 'Use their value for {{field}}',
  'translate.editor.elsewhere.none': '(none)',
  'translate.editor.elsewhere.note': 'Changed elsewhere to “{{theirs}}”. Your value is kept.',
} as const;

const NO_MARKS: Readonly<Record<string, unknown>> = {};
const PREVIEW_LIMIT = 120;

/** A value as the editor reads it: text as text (markup stripped), anything else as short JSON. */
export function previewValue(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  const text = typeof value === 'string' ? value.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() : JSON.stringify(value);
  return text.length > PREVIEW_LIMIT ? `${text.slice(0, PREVIEW_LIMIT - 1)}…` : text;
}

/** The field notes of block `componentId`'s fields both editors changed, by JSON pointer (`/heading`). */
export function useElsewhereNotes(componentId: string): FieldNotes {
  const { t } = useTranslation(changedElsewhereStrings);
  const marks = useEditorStore((s) => s.elsewhere[componentId] ?? NO_MARKS);
  return useMemo(
    () =>
      new Map(
        Object.entries(marks).map(([key, theirs]) => [
          `/${key}`,
          t('translate.editor.elsewhere.note', { theirs: previewValue(theirs, t('translate.editor.elsewhere.none')) }),
        ]),
      ),
    [marks, t],
  );
}

/**
 * The fields of the selected block that this editor changed and another editor's save changed too
 * (editor/actions/follow-stored.ts marks them when the live channel brings that save). Each is named with the other
 * value and a button to take it; the editor's value stays until then, and a save names the block's base so the
 * server's merge asks which to keep.
 */
export function ChangedElsewhere({ componentId, schema }: { componentId: string; schema: JsonSchema | undefined }) {
  const { t } = useTranslation(changedElsewhereStrings);
  const headingId = useId();
  const store = useEditorStoreApi();
  const marks = useEditorStore((s) => s.elsewhere[componentId] ?? NO_MARKS);
  const keys = Object.keys(marks);
  if (keys.length === 0) return null;
  const title = (key: string) => {
    const property = schema?.properties?.[key];
    return typeof property?.title === 'string' ? property.title : key;
  };
  const takeTheirs = (key: string) => {
    const block = store.getState().components.find((c) => c.componentId === componentId);
    if (!block) return;
    const props: Record<string, unknown> = { ...(block.props ?? {}) };
    if (marks[key] === null || marks[key] === undefined) delete props[key];
    else props[key] = marks[key];
    store.getState().editProps(componentId, props);
  };
  return (
    <section className="ed-elsewhere" aria-labelledby={headingId} data-testid="changed-elsewhere">
      <h3 id={headingId} className="ed-elsewhere__title">
        {t('translate.editor.elsewhere.title')}
      </h3>
      <p className="ed-elsewhere__intro">{t('translate.editor.elsewhere.intro')}</p>
      <ul className="ed-elsewhere__list">
        {keys.map((key) => (
          <li key={key} className="ed-elsewhere__field" data-field={key}>
            <span>
              {t('translate.editor.elsewhere.field', {
                field: title(key),
                theirs: previewValue(marks[key], String(t('translate.editor.elsewhere.none'))),
              })}
            </span>
            <Button size="sm" onClick={() => takeTheirs(key)}>
              {t('translate.editor.elsewhere.use-theirs', { field: title(key) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
