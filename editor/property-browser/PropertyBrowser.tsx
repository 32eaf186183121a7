import { useEffect, useId, useMemo, useState } from 'react';
import type { JsonSchema } from '../../schemas';
import { FieldInput } from '../data-modal/FieldInput';
import { isEditableValue, schemaFields, type FieldSpec } from '../data-modal/schema-fields';
import { withProp } from '../data-modal/UiView';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import { loadBlockSchema, type PropertySchemaLoader } from './load-schema';

type Loaded = { type: string; status: 'loading' } | { type: string; status: 'failed' } | { type: string; status: 'ready'; schema: JsonSchema | undefined };

const NO_PROPS: Readonly<Record<string, unknown>> = {};

function matches(field: FieldSpec, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || field.name.toLowerCase().includes(q) || field.description.toLowerCase().includes(q) || field.group.toLowerCase().includes(q);
}

function PropertyRow({ field, componentId, value }: { field: FieldSpec; componentId: string; value: unknown }) {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const id = useId();
  const editable = isEditableValue(field, value);
  return (
    <div className="ed-field">
      <label htmlFor={id}>{field.name}</label>
      {editable ? (
        <FieldInput
          field={field}
          value={value}
          id={id}
          describedBy={`${id}-d`}
          listHint={t('translate.editor.ui.list-hint')}
          onChange={(next) => {
            const block = store.getState().components.find((c) => c.componentId === componentId);
            store.getState().editProps(componentId, withProp(block?.props ?? NO_PROPS, field.name, next));
          }}
        />
      ) : (
        <output id={id} className="ed-hint">
          {value === undefined ? '—' : JSON.stringify(value)}
        </output>
      )}
      <span id={`${id}-d`} className="ed-hint">
        {field.description}
      </span>
    </div>
  );
}

/**
 * The property browser (spec 001 section 2): the selected block's schema properties grouped by x-interface,
 * with a search. Edits go into the working copy like the ui form's.
 */
export function PropertyBrowser({ load = loadBlockSchema }: { load?: PropertySchemaLoader }) {
  const { t } = useTranslation(editorStrings);
  const selectedId = useEditorStore((s) => s.selectedId);
  const block = useEditorStore((s) => (s.selectedId ? s.components.find((c) => c.componentId === s.selectedId) : undefined));
  const type = block?.component;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [query, setQuery] = useState('');
  const searchId = useId();

  useEffect(() => {
    if (!type) return;
    let live = true;
    setLoaded({ type, status: 'loading' });
    load(type).then(
      (schema) => live && setLoaded({ type, status: 'ready', schema }),
      () => live && setLoaded({ type, status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [type, load]);

  const fields = useMemo(
    () => (loaded?.status === 'ready' && loaded.type === type ? schemaFields(loaded.schema) : []),
    [loaded, type],
  );
  const shown = fields.filter((f) => matches(f, query));
  const groups = [...new Set(shown.map((f) => f.group))];
  const props = block?.props ?? NO_PROPS;
  const loading = !!type && (loaded === null || loaded.type !== type || loaded.status === 'loading');

  return (
    <aside className="ed-panel" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>
        {block ? t('translate.editor.properties.of', { id: selectedId }) : t('translate.editor.properties.title')}
      </h2>
      {!block && <p>{t('translate.editor.properties.select')}</p>}
      {block && (
        <>
          <input
            type="search"
            className="ed-search"
            aria-label={t('translate.editor.properties.search')}
            placeholder={t('translate.editor.properties.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {loading && <p role="status">{t('translate.editor.properties.loading')}</p>}
          {!loading && loaded?.status === 'failed' && (
            <p role="alert" className="ed-error">
              {t('translate.editor.properties.failed')}
            </p>
          )}
          {!loading && loaded?.status === 'ready' && fields.length === 0 && (
            <p role="status">{t('translate.editor.properties.none', { type })}</p>
          )}
          {!loading && fields.length > 0 && shown.length === 0 && (
            <p role="status">{t('translate.editor.properties.no-match')}</p>
          )}
          {groups.map((group) => (
            <section key={group} aria-label={group}>
              <h3>{group}</h3>
              {shown
                .filter((f) => f.group === group)
                .map((f) => (
                  <PropertyRow key={f.name} field={f} componentId={block.componentId} value={props[f.name]} />
                ))}
            </section>
          ))}
        </>
      )}
    </aside>
  );
}
