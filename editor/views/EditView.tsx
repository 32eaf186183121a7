import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSaveComponent } from '../../api-client/editing';
import { useForceSave, useSaveErrorMessage } from '../../editing';
import { type JsonSchema } from '../../schemas';
import { blockSchemas } from '../../schemas/validators';
import { showToast, useTranslation, type TFunction } from '../../renderer';
import { checkJsonEdit, originalHashOf, propsToText, type JsonEditCheck } from './json-edit';
import './data-views.css';
import { viewStrings } from './strings';
import type { DataViewProps } from './types';
import { Button } from '../../ui';

// Monaco is heavy: its own chunk, loaded only when this view renders.
const MonacoJsonEditor = lazy(() => import('./MonacoJsonEditor'));

/** The edit (JSON) view: the block's props in Monaco, checked against the block's schema, saved with its hash. */
export function EditView({ block, page, onSaved }: DataViewProps) {
  const { t } = useTranslation(viewStrings);
  const errorMessage = useSaveErrorMessage();
  const [text, setText] = useState(() => propsToText(block));
  const [error, setError] = useState<string | null>(null);
  const check = useMemo(() => checkJsonEdit(text, block), [text, block]);
  const schema = (blockSchemas as Record<string, JsonSchema | undefined>)[block.component];
  const onError = useCallback((failure: unknown) => setError(errorMessage(failure)), [errorMessage]);
  // Someone saved the block since it was read: the force-save dialog decides (docs/behaviour/editor.md).
  const forceSave = useForceSave(onError);
  const saving = forceSave.running;

  const saveBlock = useSaveComponent({
    mutationConfig: {
      onSuccess: (answer) => {
        // A forced retry clears the conflict text.
        setError(null);
        showToast(t('translate.base.component-settings.saved'), 'success');
        onSaved(answer);
      },
    },
  });

  const save = async () => {
    const props = check.props;
    if (!check.canSave || !props) return;
    setError(null);
    await forceSave.run((force, resolutions) =>
      saveBlock.mutateAsync({
        environment: page.environment,
        page: page.layoutId,
        phase: page.phase,
        contentId: block.componentId,
        parentOrType: block.component,
        originalHash: originalHashOf(block),
        changes: props,
        parentId: block.parentId ?? null,
        slot: block.slot ?? null,
        force,
        // After the merge dialog: the editor's choice per field both editors changed.
        ...(resolutions ? { resolutions } : {}),
      }),
    );
  };

  return (
    <div className="data-view data-view--edit">
      <Suspense fallback={<p role="status">{t('translate.base.component-settings.edit.loading')}</p>}>
        <MonacoJsonEditor
          value={text}
          onChange={setText}
          schema={schema}
          modelName={`block-${page.layoutId}--${page.phase}-${block.componentId}`}
          issues={check.issues}
          ariaLabel={t('translate.base.component-settings.edit.label', { id: block.componentId })}
        />
      </Suspense>
      <JsonEditStatusLine check={check} type={block.component} t={t} />
      {error && (
        <p role="alert" className="data-view__error">
          {error}
        </p>
      )}
      <div className="data-view__actions">
        <Button size="sm" onClick={() => void save()} disabled={!check.canSave || saving} aria-busy={saving}>
          {saving
            ? t('translate.base.component-settings.edit.saving')
            : t('translate.base.component-settings.edit.save')}
        </Button>
      </div>
      {forceSave.dialog}
    </div>
  );
}

/** Says why Save is (not) enabled; schema issues are listed by field. */
export function JsonEditStatusLine({ check, type, t }: { check: JsonEditCheck; type: string; t: TFunction }) {
  const message: Record<JsonEditCheck['status'], string> = {
    'invalid-json': t('translate.base.component-settings.edit.invalid-json', {
      error: check.parseError ?? '',
    }),
    'not-object': t('translate.base.component-settings.edit.not-object'),
    'invalid-props': t('translate.base.component-settings.edit.invalid-props', { type }),
    unchanged: t('translate.base.component-settings.edit.unchanged'),
    'no-original': t('translate.base.component-settings.edit.no-original'),
    ready: t('translate.base.component-settings.edit.ready'),
  };
  return (
    <div role="status" className="data-view__status" data-status={check.status}>
      <p>{message[check.status]}</p>
      {check.issues.length > 0 && (
        <ul>
          {check.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
