import { useCallback, useId, useState } from 'react';
import { useSettings } from '../../api-client';
import {
  useCopyToEnvironment,
  useCopyTranslationsToEnvironment,
  useReadAllEnvironments,
  useSavePage,
} from '../../api-client/editing';
import { useForceSave, useSaveErrorMessage } from '../../editing';
import { EMPTY_LAYOUT_HASH } from '../../schemas';
import { showToast, type Environment, type RenderableLayout, useTranslation } from '../../renderer';
import { environmentLabel, otherEnvironments } from '../views/environments';
import type { EditedPage } from '../views/types';
import { nextPhaseOf, pushToNextPhaseAction, translationKeysOf } from './push-to-next-phase';
import { pushStrings } from './strings';
import { Button, Select } from '../../ui';

export interface PagePushMenuProps {
  /** The page document being edited (layout id, phase, environment). */
  page: EditedPage;
  /** The layout as saved: pushes copy stored content, so the editor saves before pushing. */
  layout: RenderableLayout;
}

type Busy = 'all' | 'translations' | 'next-phase' | null;

/**
 * The page pushes of spec 001 section 4: 'Push All Content' and 'Push Content with Updated Translations' copy
 * this phase of the page to another environment (checked against the target's layout hash; a conflict
 * offers force-save), and push to next phase copies the blocks into the next phase's layout.
 */
export function PagePushMenu({ page, layout }: PagePushMenuProps) {
  const { t } = useTranslation(pushStrings);
  const errorMessage = useSaveErrorMessage();
  const headingId = useId();
  const selectId = useId();
  const targets = otherEnvironments(page.environment);
  const [target, setTarget] = useState<Environment>(targets[0] ?? page.environment);
  const [busy, setBusy] = useState<Busy>(null);
  const settings = useSettings(page.environment);
  // The writes' hooks put what they wrote into the cache and read the environments again.
  const readAll = useReadAllEnvironments(page.layoutId);
  const copyPage = useCopyToEnvironment();
  const copyTexts = useCopyTranslationsToEnvironment();
  const savePage = useSavePage();
  const onError = useCallback(
    (failure: unknown) => void showToast(errorMessage(failure), 'error'),
    [errorMessage],
  );
  const forceSave = useForceSave(onError);

  const pushToEnvironment = async (withTranslations: boolean) => {
    setBusy(withTranslations ? 'translations' : 'all');
    try {
      // The target's hash as read now; a phase the target lacks is the empty layout (never a missing hash).
      const all = await readAll();
      const targetBaseHash = all[target].find((l) => l.phase === page.phase)?.hash ?? EMPTY_LAYOUT_HASH;
      await forceSave.run(async (force) => {
        await copyPage.mutateAsync({
          page: page.layoutId,
          targetEnvironment: target,
          sourceEnvironment: page.environment,
          phase: page.phase,
          targetBaseHash,
          force,
        });
        if (withTranslations) await pushTranslations();
        const key = withTranslations
          ? 'translate.base.page-push.pushed-with-translations'
          : 'translate.base.page-push.pushed';
        showToast(t(key, { target: environmentLabel(target) }), 'success');
      });
    } catch (failure) {
      onError(failure);
    } finally {
      setBusy(null);
    }
  };

  // The texts of the keys this page uses, in every language of the site, go along with the content.
  const pushTranslations = async () => {
    const keys = translationKeysOf(layout.components);
    if (keys.length === 0) return;
    for (const language of settings.data?.data.languages ?? []) {
      await copyTexts.mutateAsync({
        language: language.language,
        locale: language.langLocale,
        targetEnvironment: target,
        sourceEnvironment: page.environment,
        keys,
      });
    }
  };

  const pushToNextPhase = async () => {
    const next = nextPhaseOf(settings.data?.data.eventPhases ?? [], page.phase);
    if (next === null || layout.components.length === 0) {
      showToast(t('translate.base.page-push.next-phase-none'), 'error');
      return;
    }
    setBusy('next-phase');
    try {
      const all = await readAll();
      const targetLayout = all[page.environment].find((l) => l.phase === next);
      const components = pushToNextPhaseAction(
        layout.components,
        targetLayout?.components ?? [],
        page.phase,
        next,
      );
      await forceSave.run(async (force) => {
        await savePage.mutateAsync({
          page: page.layoutId,
          environment: page.environment,
          phase: next,
          components,
          originalPageHash: targetLayout?.hash ?? EMPTY_LAYOUT_HASH,
          force,
        });
        showToast(t('translate.base.page-push.next-phase-success'), 'success');
      });
    } catch (failure) {
      onError(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="page-push-menu" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('translate.base.page-push.title')}</h2>
      <Select
        compact
        className="page-push-menu__target"
        label={t('translate.base.page-push.target')}
        id={selectId}
        value={target}
        onChange={(e) => setTarget(e.target.value as Environment)}
        disabled={busy !== null}
      >
        {targets.map((env) => (
          <option key={env} value={env}>
            {environmentLabel(env)}
          </option>
        ))}
      </Select>
      <div className="page-push-menu__actions">
        <Button
          size="sm"
          disabled={busy !== null}
          aria-busy={busy === 'all'}
          onClick={() => void pushToEnvironment(false)}
        >
          {busy === 'all' ? t('translate.base.page-push.pushing') : t('translate.base.page-push.all')}
        </Button>
        <Button
          size="sm"
          disabled={busy !== null}
          aria-busy={busy === 'translations'}
          onClick={() => void pushToEnvironment(true)}
        >
          {busy === 'translations'
            ? t('translate.base.page-push.pushing')
            : t('translate.base.page-push.with-translations')}
        </Button>
        <Button
          size="sm"
          disabled={busy !== null || settings.isPending}
          aria-busy={busy === 'next-phase'}
          onClick={() => void pushToNextPhase()}
        >
          {busy === 'next-phase'
            ? t('translate.base.page-push.pushing')
            : t('translate.base.page-push.next-phase')}
        </Button>
      </div>
      {forceSave.dialog}
    </section>
  );
}
