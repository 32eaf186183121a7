import { useContentChangelog, useRestorePageVersion, type ChangelogEntry } from '../../api-client/editing';
import { showToast, useErrorText, useTranslation, type RenderableComponent } from '../../renderer';
import { Button } from '../../ui';
import { pageSavedAction } from '../state/editor-action';
import { hasPropEdits, useEditorStore, useEditorStoreApi } from '../state/store';
import type { EditedPageKey } from '../state/types';
import { viewStrings } from './strings';
import { useVersionRestore, VersionActions, VersionPreviewPanel } from './VersionActions';
import { RenderedVersion, restoredLine, TIME_FORMAT } from './VersionPreview';

type Block = RenderableComponent;

/** What restoring a version does to the page now: blocks that come back, blocks added since that go, blocks changed back. */
export function restoreEffect(version: readonly Block[], now: readonly Block[]): { back: string[]; drop: string[]; change: string[] } {
  const nowById = new Map(now.map((c) => [c.componentId, c]));
  const thenIds = new Set(version.map((c) => c.componentId));
  const same = (a: Block, b: Block) =>
    a.component === b.component && (a.parentId ?? null) === (b.parentId ?? null) && (a.slot ?? null) === (b.slot ?? null) && JSON.stringify(a.props ?? {}) === JSON.stringify(b.props ?? {});
  return {
    back: version.filter((c) => !nowById.has(c.componentId)).map((c) => c.componentId),
    drop: now.filter((c) => !thenIds.has(c.componentId)).map((c) => c.componentId),
    change: version.filter((c) => {
      const cur = nowById.get(c.componentId);
      return cur !== undefined && !same(c, cur);
    }).map((c) => c.componentId),
  };
}

/**
 * The side panel's History tab: every save of this page (this phase's layout in this environment), newest first,
 * each with Preview (the page as that save left it, and what a restore would change) and Restore this version. A
 * restore is a new save of that whole layout: blocks added since go, blocks removed since come back. It names the
 * layout this editor read as its base, so others' later saves are merged, and a block both changed asks.
 */
export function PageHistory({ page }: { page: EditedPageKey }) {
  const { t } = useTranslation(viewStrings);
  const errorText = useErrorText();
  const log = useContentChangelog(`${page.layoutId}--${page.phase}`);
  if (log.isPending) return <p role="status">{t('translate.base.component-settings.changelog.loading')}</p>;
  if (log.isError) return <p role="alert">{t('translate.base.error.load', { message: errorText(log.error) })}</p>;
  const older = log.hasNextPage && (
    <Button size="sm" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} aria-busy={log.isFetchingNextPage}>
      {t('translate.base.component-settings.changelog.older')}
    </Button>
  );
  return (
    <section className="page-history">
      {log.data.length === 0 ? (
        <p>{t('translate.base.page-history.empty')}</p>
      ) : (
        <ol className="changelog" aria-label={t('translate.base.page-history.label')}>
          {log.data.map((entry) => (
            <PageEntry key={entry.Id ?? `${entry.Timestamp}-${entry.Editor.email}`} entry={entry} page={page} />
          ))}
        </ol>
      )}
      {older}
    </section>
  );
}

function PageEntry({ entry, page }: { entry: ChangelogEntry; page: EditedPageKey }) {
  const { t } = useTranslation(viewStrings);
  const store = useEditorStoreApi();
  const pending = useEditorStore((s) => s.unsaved || hasPropEdits(s));
  const current = useEditorStore((s) => s.components);
  const { ref, version, open, setOpen, previewId, error, restoring, restore: restoreWith, landed, dialog } = useVersionRestore(entry);
  const time = { val: new Date(entry.Timestamp), formatParams: { val: TIME_FORMAT } };
  const restore = useRestorePageVersion({
    mutationConfig: {
      onSuccess: (answer) => {
        if (!landed(answer)) return;
        store.getState().dispatch(pageSavedAction(answer));
        showToast(t('translate.base.page-history.restored-toast', time), 'success');
      },
    },
  });
  const blocks = [...new Set(entry.Changes.map((c) => c.Component))];

  const run = async () => {
    const base = store.getState().baseHash;
    if (!ref || !base) return;
    await restoreWith((force, resolutions) =>
      restore.mutateAsync({ ...ref, originalPageHash: base, ...(force ? { force: true } : {}), ...(resolutions ? { resolutions } : {}) }),
    );
  };

  const effect = version.data ? restoreEffect(version.data.components, current) : null;
  return (
    <li className="changelog__entry">
      <p>
        <time dateTime={entry.Timestamp}>{t('translate.base.component-settings.changelog.time', time)}</time>{' '}
        {t('translate.base.component-settings.changelog.by', { name: entry.Editor.name, email: entry.Editor.email })}
        {entry.Forced && <> · {t('translate.base.component-settings.changelog.forced')}</>}
      </p>
      {entry.RestoredFrom && <p className="changelog__restored">{restoredLine(entry, t)}</p>}
      <p>{t('translate.base.page-history.changes', { blocks: blocks.join(', ') })}</p>
      {!ref ? (
        <p className="changelog__note">{t('translate.base.component-settings.changelog.no-version')}</p>
      ) : (
        <>
          <VersionActions
            previewId={previewId}
            open={open}
            onToggle={() => setOpen(!open)}
            restoring={restoring}
            disabled={pending}
            onRestore={() => void run()}
            note={pending && <p className="changelog__note">{t('translate.base.page-history.unsaved')}</p>}
            error={error}
          />
          <VersionPreviewPanel id={previewId} open={open} version={version}>
            {effect && (
              <ul className="page-history__effect">
                {effect.back.length > 0 && <li>{t('translate.base.page-history.back', { ids: effect.back.join(', ') })}</li>}
                {effect.drop.length > 0 && <li>{t('translate.base.page-history.drop', { ids: effect.drop.join(', ') })}</li>}
                {effect.change.length > 0 && <li>{t('translate.base.page-history.change', { ids: effect.change.join(', ') })}</li>}
                {effect.back.length + effect.drop.length + effect.change.length === 0 && <li>{t('translate.base.page-history.same')}</li>}
              </ul>
            )}
            {version.data && (
              <RenderedVersion
                components={version.data.components}
                pageId={page.layoutId}
                testId="page-history.preview"
                caption={t('translate.base.page-history.preview-caption', time)}
              />
            )}
          </VersionPreviewPanel>
        </>
      )}
      {dialog}
    </li>
  );
}
