import { useCallback, useId, useMemo, useState } from 'react';
import { useSaveComponent } from '../../api-client/editing';
import {
  issuesFromErrors,
  NO_ISSUES,
  SchemaForm,
  setAtPointer,
  useForceSave,
  useSaveErrorMessage,
} from '../../editing';
import { errorCodes, isBlockType, sameJson } from '../../schemas';
import { blockSchemas, validateBlockProps } from '../../schemas/validators';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { blockSavedAction } from '../state/editor-action';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import type { EditedPageKey } from '../state/types';
import { useEditorFormStrings } from './form-strings';
import { Button } from '../../ui';

const NO_PROPS: Readonly<Record<string, unknown>> = {};

type Outcome = { kind: 'saved' } | { kind: 'error'; message: string } | null;

/**
 * The `ui` view of the component data modal: the schema-form engine over the block's JSON Schema. Each change goes
 * into the working copy at once (the block on the page re-renders, nothing else) and is checked by the generated
 * validator, whose messages stand beside their fields; Save stores the block with the hash it was read with,
 * Reset brings back the saved props (spec 001 section 5).
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
  const onError = useCallback(
    (error: unknown) => setOutcome({ kind: 'error', message: errorMessage(error) }),
    [errorMessage],
  );
  const forceSave = useForceSave(onError);
  const statusId = useId();

  const type = block?.component ?? '';
  const schema = isBlockType(type) ? blockSchemas[type] : undefined;
  const props = block?.props ?? NO_PROPS;
  const issues = useMemo(() => {
    if (!schema) return NO_ISSUES;
    const checked = validateBlockProps(type, props);
    return checked.ok ? NO_ISSUES : issuesFromErrors(checked.errors);
  }, [schema, type, props]);
  const strings = useEditorFormStrings();
  // Applied to the store's current props, not the rendered ones, so two quick changes both land.
  const onChange = useCallback(
    (path: string, value: unknown) => {
      const current = store.getState().components.find((c) => c.componentId === componentId);
      store
        .getState()
        .editProps(
          componentId,
          setAtPointer(current?.props ?? NO_PROPS, path, value) as Record<string, unknown>,
        );
    },
    [store, componentId],
  );
  if (!block) return null;
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
      {schema && Object.keys(schema.properties ?? {}).length > 0 ? (
        <SchemaForm schema={schema} value={props} onChange={onChange} issues={issues} strings={strings} />
      ) : (
        <p>{t('translate.editor.ui.no-fields')}</p>
      )}
      <div id={statusId} role="status" aria-live="polite">
        {outcome?.kind === 'saved' && <p className="ed-success">{t('translate.editor.ui.saved')}</p>}
      </div>
      {outcome?.kind === 'error' && (
        <p role="alert" className="ed-error">
          {outcome.message}
        </p>
      )}
      <div className="eg-actions">
        <Button
          size="sm"
          disabled={!differs || busy}
          onClick={() => {
            setOutcome(null);
            if (original) store.getState().editProps(componentId, { ...(original.props ?? NO_PROPS) });
          }}
        >
          {t('translate.editor.ui.reset')}
        </Button>
        <Button size="sm" type="submit" variant="primary" disabled={!differs || busy}>
          {t('translate.editor.ui.save')}
        </Button>
      </div>
      {forceSave.dialog}
    </form>
  );
}
