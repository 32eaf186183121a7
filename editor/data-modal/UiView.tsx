import { memo, useId, useMemo, useRef, useState } from 'react';
import { useSaveComponent } from '../../api-client/editing';
import { blockSchemas, isBlockType, validateBlockProps } from '../../schemas';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { sameJson } from '../state/equal';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import type { EditedPageKey } from '../state/types';
import { ForceSaveDialog } from '../ui/ForceSaveDialog';
import { errorMessage, isConflict } from '../ui/error-message';
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
  const save = useSaveComponent();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [conflict, setConflict] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
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

  const run = async (force: boolean) => {
    setOutcome(null);
    const checked = validateBlockProps(type, props);
    if (!checked.ok) {
      setOutcome({
        kind: 'error',
        message: `${t('translate.base.error.component-settings.invalid')} ${checked.errors.map((e) => `${e.path || '/'} ${e.message}`).join('; ')}`,
      });
      return;
    }
    try {
      const result = await save.mutateAsync({
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
      });
      store.getState().applySaved(result.component, result.layout.hash);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      if (!force && isConflict(error)) setConflict(true);
      setOutcome({ kind: 'error', message: errorMessage(t, error) });
    }
  };

  return (
    <form
      aria-describedby={statusId}
      onSubmit={(e) => {
        e.preventDefault();
        void run(false);
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
        <button type="submit" ref={saveButton} className="ed-primary" disabled={!differs || busy}>
          {t('translate.editor.ui.save')}
        </button>
      </div>
      {conflict && (
        <ForceSaveDialog
          opener={saveButton.current}
          onCancel={() => setConflict(false)}
          onConfirm={() => {
            setConflict(false);
            void run(true);
          }}
        />
      )}
    </form>
  );
}
