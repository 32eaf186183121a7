import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { issuesFromErrors, NO_ISSUES, SchemaForm, setAtPointer } from '../../editing';
import { useTranslation } from '../../renderer';
import type { JsonSchema } from '../../schemas';
import { validateBlockProps } from '../../schemas/validators';
import { useEditorFormStrings } from '../data-modal/form-strings';
import { editorStrings } from '../i18n/strings';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import { loadBlockSchema, type PropertySchemaLoader } from './load-schema';
import { TextInput } from '../../ui';

type Loaded =
  | { type: string; status: 'loading' }
  | { type: string; status: 'failed' }
  | { type: string; status: 'ready'; schema: JsonSchema | undefined };

const NO_PROPS: Readonly<Record<string, unknown>> = {};

/** The search: a property matches by its name, description or x-interface group. */
function matches(name: string, schema: JsonSchema, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  const description = typeof schema.description === 'string' ? schema.description : '';
  const group = typeof schema['x-interface'] === 'string' ? schema['x-interface'] : 'Other';
  return [name, description, group].some((text) => text.toLowerCase().includes(q));
}

/**
 * The property browser (spec 001 section 2): the selected block's schema properties grouped by x-interface,
 * with a search. Edits go into the working copy like the ui form's.
 */
export function PropertyBrowser({ load = loadBlockSchema }: { load?: PropertySchemaLoader }) {
  const { t } = useTranslation(editorStrings);
  const strings = useEditorFormStrings();
  const store = useEditorStoreApi();
  const selectedId = useEditorStore((s) => s.selectedId);
  const block = useEditorStore((s) =>
    s.selectedId ? s.components.find((c) => c.componentId === s.selectedId) : undefined,
  );
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

  const schema = loaded?.status === 'ready' && loaded.type === type ? loaded.schema : undefined;
  const properties = schema?.properties ?? {};
  const fields = Object.keys(properties);
  const shown = fields.filter((name) => matches(name, properties[name]!, query));
  const props = block?.props ?? NO_PROPS;
  // The generated validator's messages stand beside the fields, as in the ui view.
  const issues = useMemo(() => {
    if (!schema || !type) return NO_ISSUES;
    const checked = validateBlockProps(type, props);
    return checked.ok ? NO_ISSUES : issuesFromErrors(checked.errors);
  }, [schema, type, props]);
  const filter = useCallback((name: string, property: JsonSchema) => matches(name, property, query), [query]);
  // Applied to the store's current props of the selected block, like the ui view's.
  const onChange = useCallback(
    (path: string, value: unknown) => {
      const { selectedId: id, components } = store.getState();
      const current = components.find((c) => c.componentId === id);
      if (id && current)
        store
          .getState()
          .editProps(id, setAtPointer(current.props ?? NO_PROPS, path, value) as Record<string, unknown>);
    },
    [store],
  );
  const loading = !!type && (loaded === null || loaded.type !== type || loaded.status === 'loading');

  return (
    <aside className="ed-panel" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>
        {block
          ? t('translate.editor.properties.of', { id: selectedId })
          : t('translate.editor.properties.title')}
      </h2>
      {!block && <p>{t('translate.editor.properties.select')}</p>}
      {block && (
        <>
          <TextInput
            type="search"
            compact
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
          {!loading && schema && shown.length > 0 && (
            <SchemaForm
              schema={schema}
              value={props}
              onChange={onChange}
              issues={issues}
              strings={strings}
              groupBy="x-interface"
              filter={filter}
            />
          )}
        </>
      )}
    </aside>
  );
}
