import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSaveComponent } from '../../api-client/editing';
import {
  BREAKPOINTS_WIDGET,
  type CustomWidgets,
  issuesFromErrors,
  NO_ISSUES,
  SchemaForm,
  setAtPointer,
  useForceSave,
  useSaveErrorMessage,
} from '../../editing';
import { useErrorText, useTranslation } from '../../renderer';
import { errorCodes, sameJson, type JsonSchema } from '../../schemas';
import { validateBlockProps } from '../../schemas/validators';
import { Button, TextInput } from '../../ui';
import { editorStrings } from '../i18n/strings';
import { blockSavedAction } from '../state/editor-action';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import type { EditedPageKey } from '../state/types';
import { ChangedElsewhere, useElsewhereNotes } from './ChangedElsewhere';
import { EditorMetadata } from './EditorMetadata';
import { useEditorFormStrings } from './form-strings';
import { loadBlockSchema, type PropertySchemaLoader } from './load-schema';
import { isMetaProperty } from './meta-props';
import { BreakpointsWidget } from './widgets/BreakpointsWidget';
import { DeviceSwitch } from './widgets/DeviceSwitch';
import { DeviceContext, useDevice } from './widgets/device';
import { useEditorFieldSources } from './widgets/field-sources';
import { RichTranslationKeyWidget, TranslationKeyWidget } from './widgets/TranslationKeyWidget';

const NO_PROPS: Readonly<Record<string, unknown>> = {};

/** The editor's own widgets by x-widget name (one object, so the form's context stays the same between renders). */
// Rich text is a translation key as often as a heading's, so it gets the same key-aware field, its text in the
// rich-text editor.
const EDITOR_WIDGETS: CustomWidgets = {
  'translation-key': { component: TranslationKeyWidget },
  richtext: { component: RichTranslationKeyWidget },
  [BREAKPOINTS_WIDGET]: { component: BreakpointsWidget },
};

type Loaded =
  | { type: string; status: 'loading' }
  | { type: string; status: 'failed' }
  | { type: string; status: 'ready'; schema: JsonSchema | undefined };

type Outcome = { kind: 'saved' } | { kind: 'error'; message: string } | null;

/** The search: a property matches by its name, description or x-interface group. */
export function matchesProperty(name: string, schema: JsonSchema, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  const description = typeof schema.description === 'string' ? schema.description : '';
  const group = typeof schema['x-interface'] === 'string' ? schema['x-interface'] : 'Other';
  return [name, description, group].some((text) => text.toLowerCase().includes(q));
}

/** Content edit shows every property; meta edit only the common ones (visibility, wrapper, anchor). */
export type FieldsMode = 'content' | 'meta';

/**
 * The selected block's fields in the side panel: the property browser and the ui form in one.
 * The block's schema properties grouped by x-interface, with a search (docs/behaviour/README.md "Property browser" messages); each
 * change goes into the working copy at once (the block on the page re-renders, nothing else) and is checked by the
 * generated validator, whose messages stand beside their fields; Save stores the block with the hash it was read
 * with, Reset brings back the saved props (docs/behaviour/editor.md). In meta edit it shows the block's metadata and its
 * common props instead of its content.
 */
export function FieldsView({
  componentId,
  page,
  mode = 'content',
  load = loadBlockSchema,
}: {
  componentId: string;
  page: EditedPageKey;
  mode?: FieldsMode;
  load?: PropertySchemaLoader;
}) {
  const { t } = useTranslation(editorStrings);
  const errorTextOf = useErrorText();
  const strings = useEditorFormStrings();
  const store = useEditorStoreApi();
  const block = useEditorStore((s) => s.components.find((c) => c.componentId === componentId));
  const original = useEditorStore((s) => s.originals[componentId]);
  // The newest stored version when another editor saved the block during this edit: Reset brings it.
  const newest = useEditorStore((s) => s.newer[componentId]) ?? original;
  const type = block?.component ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [device, setDevice] = useDevice();
  const sources = useEditorFieldSources();
  // Beside each field both editors changed: what the other save holds (the list above the form offers to take it).
  const elsewhereNotes = useElsewhereNotes(componentId);
  const ids = useId();
  const errorMessage = useSaveErrorMessage();
  // The stored block reaches the working copy as the store's one `saved` action.
  const save = useSaveComponent({
    mutationConfig: {
      onSuccess: (result) => {
        store.getState().dispatch(blockSavedAction(result));
        setOutcome({ kind: 'saved' });
      },
    },
  });
  const onError = useCallback(
    (error: unknown) => setOutcome({ kind: 'error', message: errorMessage(error) }),
    [errorMessage],
  );
  const forceSave = useForceSave(onError);

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
  const props = block?.props ?? NO_PROPS;
  const names = useMemo(() => {
    const all = Object.keys(schema?.properties ?? {});
    return mode === 'meta' ? all.filter(isMetaProperty) : all;
  }, [schema, mode]);
  const filter = useCallback(
    (name: string, property: JsonSchema) => matchesProperty(name, property, query),
    [query],
  );
  const shown = names.filter((name) => filter(name, schema!.properties![name]!));
  const perDevice = shown.some((name) => schema!.properties![name]!['x-breakpoints'] === true);
  const issues = useMemo(() => {
    if (!schema) return NO_ISSUES;
    const checked = validateBlockProps(type, props);
    return checked.ok ? NO_ISSUES : issuesFromErrors(checked.errors);
  }, [schema, type, props]);
  // Applied to the store's current props, not the rendered ones, so two quick changes both land.
  const onChange = useCallback(
    (path: string, value: unknown) => {
      const current = store.getState().components.find((c) => c.componentId === componentId);
      if (!current) return;
      setOutcome(null);
      store
        .getState()
        .editProps(
          componentId,
          setAtPointer(current.props ?? NO_PROPS, path, value) as Record<string, unknown>,
        );
    },
    [store, componentId],
  );
  if (!block) return null;

  const loading = loaded === null || loaded.type !== type || loaded.status === 'loading';
  const differs = original !== undefined && !sameJson(original.props ?? NO_PROPS, props);
  const busy = save.isPending;
  // Save waits until every field is valid (the messages stand beside the fields); the server would refuse anyway.
  const invalid = issues !== NO_ISSUES;
  const run = () => {
    setOutcome(null);
    const checked = validateBlockProps(type, props);
    if (!checked.ok) {
      setOutcome({
        kind: 'error',
        message: `${errorTextOf({ code: errorCodes.componentSettingsInvalid })} ${checked.errors.map((e) => `${e.path || '/'} ${e.message}`).join('; ')}`,
      });
      return;
    }
    void forceSave.run((force, resolutions) =>
      save.mutateAsync({
        environment: page.environment,
        page: page.layoutId,
        phase: page.phase,
        contentId: componentId,
        parentOrType: type,
        originalHash: original?.originalHash ?? null,
        changes: { ...props },
        parentId: block.parentId ?? null,
        slot: block.slot ?? null,
        force,
        // After the merge dialog: the editor's choice per field both editors changed.
        ...(resolutions ? { resolutions } : {}),
      }),
    );
  };

  return (
    <form
      className="ed-fields"
      aria-describedby={`${ids}-status`}
      onSubmit={(e) => {
        e.preventDefault();
        run();
      }}
    >
      {mode === 'meta' && <EditorMetadata block={block} />}
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
      {!loading && loaded?.status === 'ready' && names.length === 0 && (
        <p role="status">{t('translate.editor.properties.none', { type })}</p>
      )}
      {!loading && names.length > 0 && shown.length === 0 && (
        <p role="status">{t('translate.editor.properties.no-match')}</p>
      )}
      <ChangedElsewhere componentId={componentId} schema={schema} />
      {!loading && perDevice && <DeviceSwitch device={device} onChange={setDevice} />}
      {!loading && schema && shown.length > 0 && (
        <DeviceContext value={device}>
          <SchemaForm
            schema={schema}
            value={props}
            onChange={onChange}
            issues={issues}
            strings={strings}
            names={names}
            filter={filter}
            widgets={EDITOR_WIDGETS}
            groupBy="x-interface"
            sources={sources}
            notes={elsewhereNotes}
          />
        </DeviceContext>
      )}
      <div id={`${ids}-status`} role="status" aria-live="polite">
        {outcome?.kind === 'saved' && <p className="ed-success">{t('translate.editor.ui.saved')}</p>}
      </div>
      {outcome?.kind === 'error' && (
        <p role="alert" className="ed-error">
          {outcome.message}
        </p>
      )}
      <div className="eg-actions ed-fields-actions">
        <p id={`${ids}-scope`} className="ed-fields-scope" data-invalid={invalid || undefined}>
          {invalid ? t('translate.editor.ui.invalid') : t('translate.editor.ui.save-scope')}
        </p>
        <Button
          size="sm"
          disabled={!differs || busy}
          onClick={() => {
            setOutcome(null);
            if (newest) store.getState().editProps(componentId, { ...(newest.props ?? NO_PROPS) });
          }}
        >
          {t('translate.editor.ui.reset')}
        </Button>
        <Button size="sm" type="submit" variant="primary" disabled={!differs || busy || invalid} aria-describedby={`${ids}-scope`}>
          {t('translate.editor.ui.save')}
        </Button>
      </div>
      {forceSave.dialog}
    </form>
  );
}
