import { useCallback, useState } from 'react';
import { useSettings } from '../../api-client';
import { useAllEnvironments, useAssignPhases, type AllEnvironmentsAnswer } from '../../api-client/editing';
import { ColumnHeads, useForceSave, useSaveErrorMessage, type Resolutions } from '../../editing';
import { assignPhaseAction } from '../pushes/assign-phase';
import { environmentLabel } from './environments';
import { viewStrings } from './strings';
import type { DataViewProps, EditedPage } from './types';
import { useErrorText, useTranslation } from '../../renderer';
import { Button } from '../../ui';

/** The phases whose layout of this page (in this environment) holds the block. */
export function assignedPhases(
  answer: AllEnvironmentsAnswer,
  page: EditedPage,
  componentId: string,
): Set<string> {
  return new Set(
    answer[page.environment]
      .filter((l) => l.components.some((c) => c.componentId === componentId))
      .map((l) => l.phase),
  );
}

/** Toggles one phase's pending change: a second Add (or Remove) takes the first one back. */
export function togglePending(
  pending: ReadonlyMap<string, boolean>,
  phase: string,
  assigned: boolean,
): Map<string, boolean> {
  const next = new Map(pending);
  if (next.has(phase)) next.delete(phase);
  else next.set(phase, !assigned);
  return next;
}

/**
 * The phase assignment view (docs/behaviour/editor.md): each event phase shows whether its layout of this page
 * holds the block; Add and Remove toggle pending changes; Save applies them all in one server call (one
 * transaction: every phase or none, each checked against the hash its layout was read with), then closes.
 * The page's own phase is shown but not changed here (removing the block from it is the toolbar's delete,
 * which keeps the editor's working copy right).
 */
export function PhaseAssignmentView({ block, page, onClose }: DataViewProps) {
  const { t } = useTranslation(viewStrings);
  const errorMessage = useSaveErrorMessage();
  const errorText = useErrorText();
  const settings = useSettings(page.environment);
  const all = useAllEnvironments(page.layoutId);
  const assign = useAssignPhases();
  const [pending, setPending] = useState<Map<string, boolean>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const onError = useCallback((failure: unknown) => setError(errorMessage(failure)), [errorMessage]);
  const forceSave = useForceSave(onError);
  const saving = forceSave.running;

  if (settings.isPending || all.isPending)
    return <p role="status">{t('translate.base.component-settings.phases.loading')}</p>;
  if (settings.isError || all.isError) {
    return <p role="alert">{t('translate.base.error.load', { message: errorText(settings.error ?? all.error) })}</p>;
  }
  const phases = settings.data.data.eventPhases ?? [];
  if (phases.length === 0) return <p>{t('translate.base.component-settings.phases.none')}</p>;
  const assigned = assignedPhases(all.data, page, block.componentId);

  // The hashes are those of the layouts this view shows: a phase changed since is a conflict, not overwritten.
  const read = all.data;
  const applyChanges = async (force: boolean, resolutions?: Resolutions) => {
    const changes = [...pending].map(([phase, add]) => ({ phase, assign: add }));
    await assign.mutateAsync({ ...assignPhaseAction(changes, read, page, block, force), ...(resolutions ? { resolutions } : {}) });
    onClose();
  };

  const save = async () => {
    setError(null);
    await forceSave.run(applyChanges);
  };

  return (
    <div className="data-view data-view--phases">
      <table>
        <caption>
          {t('translate.base.component-settings.phases.caption', {
            page: page.layoutId,
            env: environmentLabel(page.environment),
            id: block.componentId,
          })}
        </caption>
        <ColumnHeads
          labels={[
            t('translate.base.component-settings.phases.phase'),
            t('translate.base.component-settings.phases.state'),
            t('translate.base.component-settings.phases.action'),
          ]}
        />
        <tbody>
          {phases.map((phase) => {
            const isAssigned = assigned.has(phase.id);
            const change = pending.get(phase.id);
            const current = phase.id === page.phase;
            const state =
              change === true
                ? t('translate.base.component-settings.phases.will-add')
                : change === false
                  ? t('translate.base.component-settings.phases.will-remove')
                  : isAssigned
                    ? t('translate.base.component-settings.phases.assigned')
                    : t('translate.base.component-settings.phases.not-assigned');
            const action = isAssigned
              ? t('translate.base.component-settings.phases.remove')
              : t('translate.base.component-settings.phases.add');
            return (
              <tr key={phase.id} data-phase={phase.id}>
                <th scope="row">
                  {phase.label}
                  {current && <> ({t('translate.base.component-settings.phases.current')})</>}
                </th>
                <td>{state}</td>
                <td>
                  <Button
                    size="sm"
                    aria-pressed={change !== undefined}
                    aria-label={`${action} ${phase.label}`}
                    disabled={current || saving}
                    onClick={() => setPending((p) => togglePending(p, phase.id, isAssigned))}
                  >
                    {action}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="data-view__error">
          {error}
        </p>
      )}
      <div className="data-view__actions">
        <Button
          size="sm"
          onClick={() => void save()}
          disabled={pending.size === 0 || saving}
          aria-busy={saving}
        >
          {saving
            ? t('translate.base.component-settings.phases.saving')
            : t('translate.base.component-settings.phases.save')}
        </Button>
      </div>
      {forceSave.dialog}
    </div>
  );
}
