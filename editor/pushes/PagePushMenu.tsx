import { useCallback, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../api-client';
import {
  allTranslationsQueryOptions,
  type AllEnvironmentsAnswer,
  useCopyToEnvironment,
  useCopyTranslationsToEnvironment,
  useAllEnvironments,
  useReadAllEnvironments,
  useSavePage,
} from '../../api-client/editing';
import { useForceSave, useSaveErrorMessage } from '../../editing';
import { EMPTY_LAYOUT_HASH } from '../../schemas';
import { showToast, type Environment, type RenderableLayout, useTranslation } from '../../renderer';
import { environmentLabel } from '../views/environments';
import { EnvironmentSelect, useTargetEnvironment } from '../views/EnvironmentSelect';
import type { EditedPage } from '../views/types';
import { PushConfirmDialog } from './PushConfirmDialog';
import { layoutSummary, translationSummary, type LayoutSummary, type TranslationSummary } from './push-summary';
import {
  nextPhaseOf,
  pushToNextPhaseAction,
  translationKeysOf,
  type CopiedBlock,
  type NextPhaseMode,
} from './push-to-next-phase';
import { useUnsavedEdits } from './unsaved-edits';
import { pushStrings } from './strings';
import { Button } from '../../ui';
import './page-push-menu.css';

export interface PagePushMenuProps {
  /** The page document being edited (layout id, phase, environment). */
  page: EditedPage;
  /** The layout as saved: pushes copy stored content, so the editor saves before pushing. */
  layout: RenderableLayout;
}

type PushKind = 'all' | 'translations' | 'next-phase';
type Busy = PushKind | null;

type StoredComponents = AllEnvironmentsAnswer['cont'][number]['components'];

/** What the editor reviews before a push: the summary, and what was read so the push writes against it. */
type Review =
  | {
      kind: 'all' | 'translations';
      target: Environment;
      targetBaseHash: string;
      layout: LayoutSummary;
      translations: TranslationSummary[] | null;
    }
  | {
      kind: 'next-phase';
      target: Environment;
      nextPhase: string;
      targetBaseHash: string;
      blocks: Record<NextPhaseMode, CopiedBlock[]>;
      layout: Record<NextPhaseMode, LayoutSummary>;
    };

/**
 * The page pushes of docs/behaviour/editor.md: 'Push All Content' and 'Push Content with Updated Translations' copy
 * this phase of the page to another environment (checked against the target's layout hash; a conflict
 * offers force-save), and push to next phase puts the blocks into the next phase's layout (merged by default, or
 * replacing it when the editor chooses so). Every push first shows what changes in the target and waits for a
 * confirmation (PushConfirmDialog); it is refused while the page has unsaved edits, and a push to prod needs the
 * environment's name typed. The push writes against the layout hash read for the summary, so a target changed
 * since is a conflict, not a silent overwrite.
 */
export function PagePushMenu({ page, layout }: PagePushMenuProps) {
  const { t } = useTranslation(pushStrings);
  const errorMessage = useSaveErrorMessage();
  const headingId = useId();
  const targetChoice = useTargetEnvironment(page.environment);
  const { targets, value: target } = targetChoice;
  const [busy, setBusy] = useState<Busy>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [mode, setMode] = useState<NextPhaseMode>('merge');
  const opener = useRef<HTMLElement | null>(null);
  const unsaved = useUnsavedEdits();
  const client = useQueryClient();
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
  const languages = settings.data?.data.languages ?? [];

  const storedIn = (all: AllEnvironmentsAnswer, env: Environment, phase: string) =>
    all[env].find((l) => l.phase === phase);

  // What the texts of the page's keys become in the target, per language of the site.
  const translationChanges = async (source: StoredComponents, to: Environment): Promise<TranslationSummary[]> => {
    const keys = translationKeysOf(source);
    if (keys.length === 0) return [];
    return Promise.all(
      languages.map(async (language) => {
        const texts = await client.fetchQuery({ ...allTranslationsQueryOptions(language.language, language.langLocale), staleTime: 0 });
        return translationSummary(language.langLocale || language.language, keys, texts[page.environment] ?? {}, texts[to] ?? {});
      }),
    );
  };

  /** Runs a step of a push with its button busy; what fails is shown as a toast. */
  const busyWith = async (kind: Busy, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (failure) {
      onError(failure);
    } finally {
      setBusy(null);
    }
  };

  /** Reads the target and opens the confirmation with what the push changes there. */
  const prepare = async (kind: PushKind) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    await busyWith(kind, async () => {
      const all = await readAll();
      const source = storedIn(all, page.environment, page.phase)?.components ?? (layout.components as StoredComponents);
      if (kind === 'next-phase') {
        const next = nextPhaseOf(settings.data?.data.eventPhases ?? [], page.phase);
        if (next === null || source.length === 0) {
          showToast(t('translate.base.page-push.next-phase-none'), 'error');
          return;
        }
        const targetLayout = storedIn(all, page.environment, next);
        const before = targetLayout?.components ?? [];
        const blocks = {
          merge: pushToNextPhaseAction(source, before, page.phase, next, 'merge'),
          replace: pushToNextPhaseAction(source, before, page.phase, next, 'replace'),
        };
        setMode('merge');
        setReview({
          kind,
          target: page.environment,
          nextPhase: next,
          targetBaseHash: targetLayout?.hash ?? EMPTY_LAYOUT_HASH,
          blocks,
          layout: { merge: layoutSummary(before, blocks.merge), replace: layoutSummary(before, blocks.replace) },
        });
        return;
      }
      // The target's hash as read now; a phase the target lacks is the empty layout (never a missing hash).
      const targetLayout = storedIn(all, target, page.phase);
      setReview({
        kind,
        target,
        targetBaseHash: targetLayout?.hash ?? EMPTY_LAYOUT_HASH,
        layout: layoutSummary(targetLayout?.components ?? [], source),
        translations: kind === 'translations' ? await translationChanges(source, target) : null,
      });
    });
  };

  const pushToEnvironment = async (reviewed: Extract<Review, { kind: 'all' | 'translations' }>) => {
    const withTranslations = reviewed.kind === 'translations';
    await busyWith(reviewed.kind, async () => {
      // A target changed since the review is merged with the push; the merge dialog's choices come back here.
      await forceSave.run(async (force, resolutions) => {
        await copyPage.mutateAsync({
          page: page.layoutId,
          targetEnvironment: reviewed.target,
          sourceEnvironment: page.environment,
          phase: page.phase,
          targetBaseHash: reviewed.targetBaseHash,
          force,
          ...(resolutions ? { resolutions } : {}),
        });
        if (withTranslations) await pushTranslations(reviewed.target);
        const key = withTranslations
          ? 'translate.base.page-push.pushed-with-translations'
          : 'translate.base.page-push.pushed';
        showToast(t(key, { target: environmentLabel(reviewed.target) }), 'success');
      });
    });
  };

  // The texts of the keys this page uses, in every language of the site, go along with the content.
  const pushTranslations = async (to: Environment) => {
    const keys = translationKeysOf(layout.components);
    if (keys.length === 0) return;
    for (const language of languages) {
      await copyTexts.mutateAsync({
        language: language.language,
        locale: language.langLocale,
        targetEnvironment: to,
        sourceEnvironment: page.environment,
        keys,
      });
    }
  };

  const pushToNextPhase = async (reviewed: Extract<Review, { kind: 'next-phase' }>, chosen: NextPhaseMode) => {
    await busyWith('next-phase', async () => {
      await forceSave.run(async (force, resolutions) => {
        await savePage.mutateAsync({
          page: page.layoutId,
          environment: page.environment,
          phase: reviewed.nextPhase,
          components: reviewed.blocks[chosen],
          originalPageHash: reviewed.targetBaseHash,
          force,
          ...(resolutions ? { resolutions } : {}),
        });
        showToast(t('translate.base.page-push.next-phase-success'), 'success');
      });
    });
  };

  const confirm = () => {
    if (!review || unsaved) return;
    setReview(null);
    // The push's button has the focus again (a force-save dialog then gives it back there).
    opener.current?.focus();
    if (review.kind === 'next-phase') void pushToNextPhase(review, mode);
    else void pushToEnvironment(review);
  };

  const dialog =
    review &&
    (review.kind === 'next-phase' ? (
      <PushConfirmDialog
        title={t('translate.base.push-confirm.next-phase-title', { phase: review.nextPhase })}
        target={review.target}
        layout={review.layout[mode]}
        unsaved={unsaved}
        confirmLabel={t('translate.base.page-push.next-phase')}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      >
        <fieldset className="ed-push-mode">
          <legend>{t('translate.base.push-confirm.mode')}</legend>
          {(['merge', 'replace'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name={`${headingId}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />{' '}
              {t(`translate.base.push-confirm.${m}`, { phase: review.nextPhase })}
            </label>
          ))}
        </fieldset>
      </PushConfirmDialog>
    ) : (
      <PushConfirmDialog
        title={t('translate.base.push-confirm.page-title', { target: environmentLabel(review.target) })}
        target={review.target}
        layout={review.layout}
        translations={review.translations}
        unsaved={unsaved}
        confirmLabel={t('translate.base.push-confirm.confirm', { target: environmentLabel(review.target) })}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    ));

  const sourceLabel = environmentLabel(page.environment);
  return (
    <section className="page-push-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="page-push-menu__title">
        {t('translate.base.page-push.title')}
      </h2>
      <p className="page-push-menu__intro">{t('translate.base.page-push.intro', { phase: page.phase, source: sourceLabel })}</p>
      <div className="page-push-menu__groups">
        <fieldset className="page-push-menu__group" disabled={busy !== null}>
          <legend>{t('translate.base.page-push.to-environment')}</legend>
          <EnvironmentStates page={page} targets={targets} />
          <EnvironmentSelect
            className="page-push-menu__target"
            label={t('translate.base.page-push.target')}
            {...targetChoice}
          />
          <div className="page-push-menu__actions">
            <Button size="sm" variant="primary" aria-busy={busy === 'all'} onClick={() => void prepare('all')}>
              {busy === 'all' ? t('translate.base.page-push.pushing') : t('translate.base.page-push.all')}
            </Button>
            <Button size="sm" aria-busy={busy === 'translations'} onClick={() => void prepare('translations')}>
              {busy === 'translations'
                ? t('translate.base.page-push.pushing')
                : t('translate.base.page-push.with-translations')}
            </Button>
          </div>
        </fieldset>
        <fieldset className="page-push-menu__group" disabled={busy !== null}>
          <legend>{t('translate.base.page-push.to-next-phase')}</legend>
          <p className="page-push-menu__hint">{t('translate.base.page-push.next-phase-intro', { source: sourceLabel })}</p>
          <div className="page-push-menu__actions">
            <Button
              size="sm"
              disabled={settings.isPending}
              aria-busy={busy === 'next-phase'}
              onClick={() => void prepare('next-phase')}
            >
              {busy === 'next-phase'
                ? t('translate.base.page-push.pushing')
                : t('translate.base.page-push.next-phase')}
            </Button>
          </div>
        </fieldset>
      </div>
      {dialog}
      {forceSave.dialog}
    </section>
  );
}

/**
 * The state of each target environment against the source, for this phase: the same, how many blocks differ, or no
 * content yet (the editor sees where a push would change something before choosing a target).
 */
function EnvironmentStates({ page, targets }: { page: EditedPage; targets: readonly Environment[] }) {
  const { t } = useTranslation(pushStrings);
  const all = useAllEnvironments(page.layoutId);
  const source = environmentLabel(page.environment);
  if (all.isError) return <p className="page-push-menu__states-error">{t('translate.base.page-push.state-failed')}</p>;
  const stored = (env: Environment) => all.data?.[env].find((l) => l.phase === page.phase);
  const state = (env: Environment) => {
    const name = environmentLabel(env);
    if (!all.data) return { kind: 'reading', text: t('translate.base.page-push.state-reading', { env: name }) };
    const there = stored(env);
    if (!there || there.components.length === 0) return { kind: 'missing', text: t('translate.base.page-push.state-missing', { env: name, phase: page.phase }) };
    const summary = layoutSummary(there.components, stored(page.environment)?.components ?? []);
    const count = summary.added.length + summary.removed.length + summary.changed.length;
    if (count === 0) return { kind: 'same', text: t('translate.base.page-push.state-same', { env: name, source }) };
    return { kind: 'differs', text: t('translate.base.page-push.state-differs', { env: name, count }) };
  };
  return (
    <ul className="ui-cluster ui-bare-list page-push-menu__states" aria-label={t('translate.base.page-push.states', { source })}>
      {targets.map((env) => {
        const s = state(env);
        return (
          <li key={env} className="page-push-menu__state" data-state={s.kind}>
            {s.text}
          </li>
        );
      })}
    </ul>
  );
}
