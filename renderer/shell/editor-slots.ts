import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RenderableLayout } from '../page-types';
import type { Environment } from '../types';
import { useHydrated } from './use-hydrated';

/**
 * What the lazy editor chunks plug into the shell. The app entry passes `lazy(() => import('../editor'))`
 * components here; the shell renders them only for content editors, so attendees never download them.
 */
export interface PageEditorProps {
  /** The page's layout id (`home`), its phase and environment: together they name the stored document. */
  layoutId: string;
  phase: string;
  environment: Environment;
  /** The layout as loaded from the API (the editor keeps its own working copy). */
  layout: RenderableLayout;
  /** Renders a layout exactly as the page does (render context, translations, allowed phases). */
  renderLayout: (layout: RenderableLayout) => ReactNode;
}

/**
 * The site tools that are pages of their own (docs/behaviour/routes-and-gates.md: /editor, /file-uploader, /glyph-search, and
 * the notification rule screens). The route keeps its gate (route-table.ts); past it, the RouteTool slot draws the tool
 * instead of the page layout.
 */
export type RouteToolName = 'settings-editor' | 'file-uploader' | 'glyph-search' | 'notification-rules' | 'live-now-ticker-editor' | 'live-help-desk';

/**
 * Route path (below the language) to the tool it shows. The keys are the route table's paths as written, parameters
 * included; the notification rules are one tool over five routes, which tells its screens apart by the path (and
 * reads the rule's id with useParams).
 */
export const routeTools: Readonly<Record<string, RouteToolName>> = {
  editor: 'settings-editor',
  'file-uploader': 'file-uploader',
  'glyph-search': 'glyph-search',
  'live-now-ticker-editor': 'live-now-ticker-editor',
  'live-help-desk': 'live-help-desk',
  'notification-management-center': 'notification-rules',
  'notification-rules/create': 'notification-rules',
  'notification-rules/edit/:notificationId': 'notification-rules',
  'notification-rules/:notificationId': 'notification-rules',
  'notification-rules/view-history/:notificationId': 'notification-rules',
};

export interface RouteToolProps {
  tool: RouteToolName;
}

export interface EditorSlots {
  /** Replaces the page renderer for content editors: renders the working copy with toolbars around blocks. */
  PageEditor?: ComponentType<PageEditorProps>;
  /** Editor tools outside the page (site settings, phase switcher, translations); rendered after the page. */
  SiteTools?: ComponentType;
  /** A site tool as the page's main content, on its route (routeTools), for visitors who passed the route's gate. */
  RouteTool?: ComponentType<RouteToolProps>;
  /**
   * The signed-in attendee's side panel (the My Event panel, blocks/shared/myEventPanel), a lazy chunk like the
   * editor's: rendered after hydration for signed-in visitors only, so anonymous pages and the entry never carry it.
   */
  AttendeePanel?: ComponentType;
  /** The live-help button and panel (blocks/shared/liveHelp): a lazy chunk for signed-in visitors, like AttendeePanel. */
  LiveHelp?: ComponentType;
}

export const EditorSlotsContext = createContext<EditorSlots>({});

const noSlots: EditorSlots = {};

/**
 * The editor's lazy parts, once the page is hydrated: the server renders none (it never loads editor code), so
 * the hydrating render must not either; editors get the editor right after hydration. `wanted`: whether the
 * caller would show any of them (an editor, a signed-in attendee, a tool's route); when not, the answer stays
 * empty and hydration ends without re-rendering the caller.
 */
export function useEditorSlots(wanted: boolean): EditorSlots {
  const slots = useContext(EditorSlotsContext);
  return useHydrated(wanted) ? slots : noSlots;
}
