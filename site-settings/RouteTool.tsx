import { lazy, useId } from 'react';
import { useShell, type RouteToolName, type RouteToolProps, useTranslation } from '../renderer';
import { useDocumentTitle } from './document-title';
import { GlyphSearch } from './glyph-search/GlyphSearch';
import { SettingsEditor } from './settings-editor/SettingsEditor';
import { settingsStrings, type SettingsStringKey } from './settings-editor/strings';
import { FileUploader } from './uploads/FileUploader';
import './settings-editor/settings.css';

type SettingsTool = Exclude<RouteToolName, 'notification-rules' | 'live-now-ticker-editor' | 'live-help-desk'>;

const titles: Record<SettingsTool, SettingsStringKey> = {
  'settings-editor': 'translate.site-settings.title',
  'file-uploader': 'translate.site-settings.uploader.title',
  'glyph-search': 'translate.site-settings.glyphs.title',
};

const isSettingsTool = (tool: RouteToolName): tool is SettingsTool => tool in titles;

// The notification rule screens are a chunk of their own: this one loads for every editor on every page (the tool
// dock), those only on their routes. Until it arrives the route's own loading note shows (RouteView's Suspense).
const NotificationRulesTool = lazy(() =>
  import('./notification-rules/NotificationRulesTool').then((m) => ({ default: m.NotificationRulesTool })),
);

// The live-now ticker editor: a chunk of its own too, loaded only on its route.
const TickerEditorTool = lazy(() => import('./ticker-editor/TickerEditorTool').then((m) => ({ default: m.TickerEditorTool })));

// The live-help desk: a chunk of its own as well, loaded only on its route.
const LiveHelpDeskTool = lazy(() => import('./live-help-desk/LiveHelpDeskTool').then((m) => ({ default: m.LiveHelpDeskTool })));

/**
 * A site tool as a page of its own: /editor (Site Settings), /file-uploader and /glyph-search (docs/behaviour/settings.md),
 * and the notification rule screens (docs/behaviour/notifications.md). The route's gate (sign-in, scope siteeditor) has
 * already let the visitor in. The h1 can take focus, so the shell moves focus to it after an in-site navigation like on
 * every other page.
 */
export function RouteTool({ tool }: RouteToolProps) {
  if (tool === 'live-now-ticker-editor') return <TickerEditorTool />;
  if (tool === 'live-help-desk') return <LiveHelpDeskTool />;
  return isSettingsTool(tool) ? <SettingsRouteTool tool={tool} /> : <NotificationRulesTool />;
}

function SettingsRouteTool({ tool }: { tool: SettingsTool }) {
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
