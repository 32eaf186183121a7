import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RenderableLayout } from '../page-types';
import type { Environment } from '../types';

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

export interface EditorSlots {
  /** Replaces the page renderer for content editors: renders the working copy with toolbars around blocks. */
  PageEditor?: ComponentType<PageEditorProps>;
  /** Editor tools outside the page (site settings, phase switcher, translations); rendered after the page. */
  SiteTools?: ComponentType;
}

export const EditorSlotsContext = createContext<EditorSlots>({});

export function useEditorSlots(): EditorSlots {
  return useContext(EditorSlotsContext);
}
