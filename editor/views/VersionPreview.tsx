// Versions: a saved version rendered as the page renders it, and the words every entry uses for a restore.
import { useContext, useId, useMemo, type ReactNode } from 'react';
import type { ChangelogEntry } from '../../api-client/editing';
import {
  PageRenderer,
  ShellContext,
  TranslateContext,
  useTranslation,
  type RenderableComponent,
  type RenderContextValue,
  type TFunction,
} from '../../renderer';
import { readOnlyRenderContext } from './render-context';

/** When a save happened: date and time in the page's language. */
export const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "Restored the version of <time> by <editor>": the line a restore's own entry shows. */
export function restoredLine(entry: ChangelogEntry, t: TFunction): string | null {
  const from = entry.RestoredFrom;
  if (!from) return null;
  return t('translate.base.component-settings.changelog.restored', {
    val: new Date(from.Timestamp),
    formatParams: { val: TIME_FORMAT },
    name: from.Editor.name,
  });
}

/** The registry and the page's render context outside edit mode, from the shell (none in tests without one). */
function usePreviewRender(pageId: string): { registry: NonNullable<React.ContextType<typeof ShellContext>>['registry']; context: RenderContextValue } | null {
  const shell = useContext(ShellContext);
  return useMemo(
    () =>
      shell
        ? {
            registry: shell.registry,
            context: readOnlyRenderContext(shell, shell.phase.id, pageId),
          }
        : null,
    [shell, pageId],
  );
}

/**
 * A version rendered as the page renders it. Like the insert list's preview it is a picture, not part of the page:
 * inert (its links and fields cannot be focused or followed), named by its caption; the figure takes the focus so
 * that keyboard users can scroll a tall one.
 */
export function RenderedVersion({ components, pageId, caption, testId }: { components: readonly RenderableComponent[]; pageId: string; caption: string; testId: string }) {
  const render = usePreviewRender(pageId);
  const captionId = useId();
  const layout = useMemo(() => ({ components }), [components]);
  // The panel sits outside the page's translator: the version's texts are translated as the page translates them.
  const { t, i18n } = useTranslation();
  const translate = useMemo(() => (key: string) => (i18n.exists(key) ? t(key) : undefined), [t, i18n]);
  let body: ReactNode = null;
  if (render) {
    body = (
      <TranslateContext value={translate}>
        <PageRenderer layout={layout} registry={render.registry} context={render.context} />
      </TranslateContext>
    );
  }
  return (
    <figure className="ed-preview version-preview" data-testid={testId} aria-labelledby={captionId} tabIndex={0}>
      <figcaption id={captionId} className="ed-preview-caption">
        {caption}
      </figcaption>
      <div inert>{body}</div>
    </figure>
  );
}
