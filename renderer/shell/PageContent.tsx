import { useTranslation } from '../i18n/react';
import { isApiError, usePage } from '../../api-client';
import { TranslateContext } from '../contexts';
import { PageRenderer } from '../PageRenderer';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RenderableLayout } from '../page-types';
import { useEditMode } from './edit-mode';
import { isContentEditor } from './editor-access';
import { useEditorSlots } from './editor-slots';
import { ErrorPage } from './ErrorPage';
import { withAssignedHeaderBanner } from './header-banners';
import { useTimeZoneChoice } from '../time/time-zone-choice';
import { buildRenderContext } from './render-context';
import { useShell } from './shell-context';
import { PageHeading } from './PageHeading';
import { StatusPage } from './StatusPage';
import { usePropTranslator } from './use-prop-translator';

/**
 * A route's content: the page layout `{layoutId}--{current phase}` of the site's environment, rendered by the
 * PageRenderer with the visit's render context. No stored layout for the page answers the not-found page.
 */
export function PageContent({ layoutId }: { layoutId: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const { editMode, metaEdit, tagViewer } = useEditMode();
  const editor = isContentEditor(shell.scopes);
  const { PageEditor } = useEditorSlots(editor);
  const editorShown = useShownWhenReady(PageEditor !== undefined && editor);
  const translate = usePropTranslator();
  const [timeZoneChoice] = useTimeZoneChoice();
  const phase = shell.phase.id;
  const page = usePage({ page: layoutId, phase: phase ?? '', env: shell.environment }, { queryConfig: { enabled: phase !== null } });

  // Without phases there is no layout to ask for (layouts are stored per phase).
  if (phase === null) return <StatusPage status={404} />;
  if (page.isPending) {
    return (
      <p className="shell-loading" role="status">
        {t('translate.shell.loading')}
      </p>
    );
  }
  if (page.isError) return isApiError(page.error) && page.error.status === 404 ? <StatusPage status={404} /> : <ErrorPage />;

  const context = buildRenderContext({
    viewer: { signedIn: shell.signedIn, scopes: shell.scopes },
    settings: shell.settings,
    clock: shell.clock(),
    environment: shell.environment,
    language: shell.language,
    pageId: layoutId,
    editMode: editMode || metaEdit,
    timeZoneChoice,
    phaseId: phase,
  });
  const renderLayout = (layout: RenderableLayout): ReactNode => (
    // The tag viewer shows translation keys as stored. A header banner the settings assign to this page comes
    // first (settings.banners.headerBannerAssignments); it is not part of the stored layout the editor saves.
    // Without a level-one heading among the blocks, the shell names the page (PageHeading).
    <TranslateContext.Provider value={tagViewer ? null : translate}>
      <PageHeading fallback={t('translate.shell.event-name')} />
      <PageRenderer layout={withAssignedHeaderBanner(layout, layoutId, shell.settings?.banners, phase)} registry={shell.registry} context={context} allowedPhaseIds={allowedPhases(shell.settings)} />
    </TranslateContext.Provider>
  );
  const layout = page.data.data;
  // A content editor's page sits in the same boundary from the server's HTML on, and the editor takes its place
  // once its code has loaded (useShownWhenReady): the page is mounted again once, not also for a fallback.
  if (editor) {
    return (
      <Suspense fallback={renderLayout(layout)}>
        {PageEditor && editorShown ? (
          <PageEditor layoutId={layoutId} phase={phase} environment={shell.environment} layout={layout} renderLayout={renderLayout} />
        ) : (
          renderLayout(layout)
        )}
      </Suspense>
    );
  }
  return renderLayout(layout);
}

/**
 * Whether to show a lazily loaded part that is `available`: from the render after it became so, in a transition, so
 * that React keeps what the boundary shows while the part's code loads instead of showing the fallback meanwhile.
 */
function useShownWhenReady(available: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (available) startTransition(() => setShown(true));
    else setShown(false);
  }, [available]);
  return available && shown;
}

function allowedPhases(settings: unknown): readonly string[] {
  const list = (settings as { allowedPhaseIds?: unknown } | undefined)?.allowedPhaseIds;
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
}
