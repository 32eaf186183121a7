import { useCallback, useRef, useState } from 'react';
import { useAllEnvironments, useSaveComponent, type AllEnvironmentsAnswer } from '../../api-client/editing';
import { useForceSave, useSaveErrorMessage } from '../../editing';
import { showToast, type Environment, type RenderableComponent, useErrorText, useTranslation } from '../../renderer';
import { environmentLabel } from './environments';
import { EnvironmentSelect, useTargetEnvironment } from './EnvironmentSelect';
import { JsonDiff } from './JsonDiff';
import { sameJson } from '../../schemas';
import { viewStrings } from './strings';
import { PushConfirmDialog } from '../pushes/PushConfirmDialog';
import { layoutSummary } from '../pushes/push-summary';
import { pushStrings } from '../pushes/strings';
import { useUnsavedEdits } from '../pushes/unsaved-edits';
import type { DataViewProps, EditedPage } from './types';
import { Button } from '../../ui';

type StoredBlock = AllEnvironmentsAnswer['cont'][number]['components'][number];

/** The same block in another environment's layout of the same page and phase, if it is there. */
export function findBlockIn(
  answer: AllEnvironmentsAnswer,
  env: Environment,
  page: EditedPage,
  componentId: string,
): StoredBlock | null {
  const layout = answer[env].find((l) => l.phase === page.phase);
  return layout?.components.find((c) => c.componentId === componentId) ?? null;
}

/** What the diff view compares: a block's props (placement is pushed with it, but the props are the content). */
export function isIdentical(block: RenderableComponent, target: StoredBlock | null): boolean {
  return target !== null && sameJson(block.props ?? {}, target.props);
}

/**
 * The diff view (docs/behaviour/editor.md, Component data modal): this block against the same block in a chosen environment, and
 * a push that saves it there with the hash read from the target; a conflict offers force-save. The push first shows
 * what changes in the target (the block added, or the props that change) and waits for a confirmation; it is refused
 * while the block has unsaved edits, and a push to prod needs the environment's name typed.
 */
export function DiffView({ block, page }: DataViewProps) {
  const { t } = useTranslation(viewStrings);
  const errorMessage = useSaveErrorMessage();
  const errorText = useErrorText();
  const targetChoice = useTargetEnvironment(page.environment);
  const target = targetChoice.value;
  const { t: tp } = useTranslation(pushStrings);
  const [confirming, setConfirming] = useState(false);
  const pushButton = useRef<HTMLButtonElement>(null);
  const unsaved = useUnsavedEdits(block.componentId);
  const [error, setError] = useState<string | null>(null);
  const all = useAllEnvironments(page.layoutId);
  // Saving the block into the target: the hook reads the environments again, so the diff shows what landed.
  const saveBlock = useSaveComponent();

  const onError = useCallback((failure: unknown) => setError(errorMessage(failure)), [errorMessage]);
  const forceSave = useForceSave(onError);
  const pushing = forceSave.running;

  const source = environmentLabel(page.environment);
  const targetLabel = environmentLabel(target);
  const targetBlock = all.data ? findBlockIn(all.data, target, page, block.componentId) : null;
  const identical = isIdentical(block, targetBlock);

  const push = async () => {
    setConfirming(false);
    // The force-save dialog, if the push meets a conflict, gives the focus back to the view's push button.
    pushButton.current?.focus();
    setError(null);
    const originalHash = targetBlock?.originalHash ?? null;
    await forceSave.run(async (force, resolutions) => {
      await saveBlock.mutateAsync({
        environment: target,
        page: page.layoutId,
        phase: page.phase,
        contentId: block.componentId,
        parentOrType: block.component,
        originalHash,
        changes: { ...(block.props ?? {}) },
        parentId: block.parentId ?? null,
        slot: block.slot ?? null,
        force,
        // A change in the target since it was read is merged with the push; a field both changed is
        // the merge dialog's question, and its choices come back here.
        ...(resolutions ? { resolutions } : {}),
        strict: true,
      });
      setError(null);
      showToast(
        t('translate.base.component-settings.diff.pushed', { target: environmentLabel(target) }),
        'success',
      );
    });
  };

  return (
    <div className="data-view data-view--diff">
      <EnvironmentSelect
        className="data-view__target"
        label={t('translate.base.component-settings.diff.target')}
        {...targetChoice}
      />
      {all.isPending && <p role="status">{t('translate.base.component-settings.diff.loading')}</p>}
      {all.isError && <p role="alert">{t('translate.base.error.load', { message: errorText(all.error) })}</p>}
      {all.data && (
        <>
          <p role="status" className="data-view__status">
            {targetBlock === null
              ? t('translate.base.component-settings.diff.missing', { target: targetLabel })
              : identical
                ? t('translate.base.component-settings.diff.identical', { target: targetLabel, source })
                : t('translate.base.component-settings.diff.legend', { target: targetLabel, source })}
          </p>
          {targetBlock !== null && !identical && (
            <JsonDiff
              left={targetBlock.props}
              right={block.props ?? {}}
              label={t('translate.base.component-settings.diff.legend', { target: targetLabel, source })}
            />
          )}
          <div className="data-view__actions">
            <Button size="sm" ref={pushButton} onClick={() => setConfirming(true)} disabled={identical || pushing} aria-busy={pushing}>
              {pushing
                ? t('translate.base.component-settings.diff.pushing')
                : t('translate.base.component-settings.diff.push', { target: targetLabel })}
            </Button>
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="data-view__error">
          {error}
        </p>
      )}
      {confirming && all.data && (
        <PushConfirmDialog
          title={tp('translate.base.push-confirm.block-title', { id: block.componentId, target: targetLabel })}
          target={target}
          layout={layoutSummary(targetBlock ? [targetBlock] : [], [block])}
          unsaved={unsaved}
          unsavedText={tp('translate.base.push-confirm.unsaved-block')}
          confirmLabel={tp('translate.base.push-confirm.confirm', { target: targetLabel })}
          onConfirm={() => void push()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {forceSave.dialog}
    </div>
  );
}
