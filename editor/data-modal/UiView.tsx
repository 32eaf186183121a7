import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useSaveComponent } from '../../api-client/editing';
import { useForceSave, useSaveErrorMessage } from '../../editing';
import { errorCodes, isBlockType, sameJson } from '../../schemas';
import { blockSchemas, validateBlockProps } from '../../schemas/validators';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { blockSavedAction } from '../state/editor-action';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import type { EditedPageKey } from '../state/types';
import { FieldInput } from './FieldInput';
import { isEditableValue, schemaFields, type FieldSpec } from './schema-fields';

const NO_PROPS: Readonly<Record<string, unknown>> = {};

type Outcome = { kind: 'saved' } | { kind: 'error'; message: string } | null;

/** Sets or removes one prop, answering a new props object. */
export function withProp(props: Readonly<Record<string, unknown>>, name: string, value: unknown): Record<string, unknown> {
  const next = { ...props };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next;
}

// Memoised: a keystroke re-renders the one field whose value changed, not the whole form.
const Field = memo(function Field({ field, componentId, value }: { field: FieldSpec; componentId: string; value: unknown }) {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const id = useId();
  const hintId = `${id}-hint`;
  const editable = isEditableValue(field, value);
  const onChange = (next: unknown) => {
    const block = store.getState().components.find((c) => c.componentId === componentId);
    store.getState().editProps(componentId, withProp(block?.props ?? NO_PROPS, field.name, next));
  };
  const check = field.kind === 'boolean';
  return (
    <div className={check ? 'ed-field ed-field-check' : 'ed-field'}>
      {check && editable && (
        <FieldInput field={field} value={value} onChange={onChange} id={id} describedBy={hintId} listHint="" />
      )}
      <label htmlFor={id}>{field.name}</label>
      {!check && editable && (
        <FieldInput
          field={field}
          value={value}
          onChange={onChange}
          id={id}
          describedBy={hintId}
          listHint={t('translate.editor.ui.list-hint')}
        />
      )}
      {!editable && (
        <output id={id} className="ed-hint">
          {t('translate.editor.properties.not-editable')}
        </output>
      )}
      <span id={hintId} className="ed-hint">
        {field.description}
      </span>
    </div>
  );
});

/**
 * The `ui` view of the component data modal: a form generated from the block's JSON Schema. Each change goes
 * into the working copy at once (the block on the page re-renders, nothing else); Save stores the block with the
 * hash it was read with, Reset brings back the saved props (spec 001 section 5).
 */
export function UiView({ componentId, page }: { componentId: string; page: EditedPageKey }) {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const block = useEditorStore((s) => s.components.find((c) => c.componentId === componentId));
  const original = useEditorStore((s) => s.originals[componentId]);
  const [outcome, setOutcome] = useState<Outcome>(null);
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
  const onError = useCallback((error: unknown) => setOutcome({ kind: 'error', message: errorMessage(error) }), [errorMessage]);
  const forceSave = useForceSave(onError);
  const statusId = useId();

  const type = block?.component ?? '';
  const fields = useMemo(
    () => schemaFields(isBlockType(type) ? blockSchemas[type] : undefined).filter((f) => f.kind !== null),
    [type],
  );
  if (!block) return null;
  const props = block.props ?? NO_PROPS;
  const differs = original !== undefined && !sameJson(original.props ?? NO_PROPS, props);
  const busy = save.isPending;

  const run = () => {
    setOutcome(null);
    const checked = validateBlockProps(type, props);
    if (!checked.ok) {
      setOutcome({
        kind: 'error',
        message: `${t(errorCodes.componentSettingsInvalid)} ${checked.errors.map((e) => `${e.path || '/'} ${e.message}`).join('; ')}`,
      });
      return;
    }
    void forceSave.run((force) =>
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
      }),
    );
  };

  return (
    <form
      aria-describedby={statusId}
      onSubmit={(e) => {
        e.preventDefault();
        run();
      }}
    >
      {fields.length === 0 && <p>{t('translate.editor.ui.no-fields')}</p>}
      {fields.map((field) => (
        <Field key={field.name} field={field} componentId={componentId} value={props[field.name]} />
      ))}
      <div id={statusId} role="status" aria-live="polite">
        {outcome?.kind === 'saved' && <p className="ed-success">{t('translate.editor.ui.saved')}</p>}
      </div>
      {outcome?.kind === 'error' && (
        <p role="alert" className="ed-error">
          {outcome.message}
        </p>
      )}
      <div className="ed-actions">
        <button
          type="button"
          disabled={!differs || busy}
          onClick={() => {
            setOutcome(null);
            if (original) store.getState().editProps(componentId, { ...(original.props ?? NO_PROPS) });
          }}
        >
          {t('translate.editor.ui.reset')}
        </button>
        <button type="submit" className="ed-primary" disabled={!differs || busy}>
          {t('translate.editor.ui.save')}
        </button>
      </div>
      {forceSave.dialog}
    </form>
  );
}
