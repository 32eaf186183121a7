import { useEffect, useId } from 'react';
import { useShell, type RouteToolName, type RouteToolProps, useTranslation } from '../renderer';
import { GlyphSearch } from './glyph-search/GlyphSearch';
import { SettingsEditor } from './settings-editor/SettingsEditor';
import { settingsStrings, type SettingsStringKey } from './settings-editor/strings';
import { FileUploader } from './uploads/FileUploader';
import './settings-editor/settings.css';

const titles: Record<RouteToolName, SettingsStringKey> = {
  'settings-editor': 'translate.site-settings.title',
  'file-uploader': 'translate.site-settings.uploader.title',
  'glyph-search': 'translate.site-settings.glyphs.title',
};

/**
 * A site tool as a page of its own: /editor (Site Settings), /file-uploader and /glyph-search (docs/behaviour/settings.md).
 * The route's gate (sign-in, scope siteeditor) has already let the visitor in. The h1 can take focus, so the shell
 * moves focus to it after an in-site navigation like on every other page.
 */
export function RouteTool({ tool }: RouteToolProps) {
  const shell = useShell();
  const { t } = useTranslation(settingsStrings);
  const headingId = useId();
  const title = t(titles[tool]);
  useDocumentTitle(title);
  return (
    <section className={`ss-route-tool ss-route-tool--${tool}`} aria-labelledby={headingId}>
      <h1 id={headingId} tabIndex={-1}>
        {title}
      </h1>
      {tool === 'settings-editor' ? <SettingsEditor siteEnvironment={shell.environment} t={t} headingLevel={2} /> : null}
      {tool === 'file-uploader' ? <FileUploader t={t} /> : null}
      {tool === 'glyph-search' ? <GlyphSearch t={t} /> : null}
    </section>
  );
}

/** The tab names the tool too (no page layout, so no pageMeta block sets it); the previous title comes back on leaving. */
function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = before ? `${title} | ${before}` : title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
