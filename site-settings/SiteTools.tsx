import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { PhaseTools } from './phases/PhaseTools';
import { SettingsTools } from './settings-editor/SettingsTools';
import { TranslationTools } from './translations/TranslationTools';
import './tool-dock.css';

/** A tool of the dock that is open: the site tools unfolded, the phase switcher's panel, the translations panel. */
const OPEN_TOOL = '.ss-tools[data-expanded], .phase-switcher, .tt__panel';

/**
 * Tells the page how much room the dock takes and whether a tool in it is open (--ed-dock-height and
 * data-tool-dock on <html>): the page, the editor's side panel and its bottom sheet make room for it instead of
 * lying under it (tool-dock.css, editor/panel/panel.css).
 */
function useDockLayout(ref: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const dock = ref.current;
    if (!dock) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty('--ed-dock-height', `${Math.ceil(dock.getBoundingClientRect().height)}px`);
      const open = dock.querySelector(OPEN_TOOL) !== null;
      root.setAttribute('data-tool-dock', open ? 'open' : 'closed');
      dock.toggleAttribute('data-open', open);
    };
    update();
    const tools = new MutationObserver(update);
    tools.observe(dock, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-expanded'] });
    const size = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    size?.observe(dock);
    return () => {
      tools.disconnect();
      size?.disconnect();
      root.style.removeProperty('--ed-dock-height');
      root.removeAttribute('data-tool-dock');
    };
  }, [ref]);
}

/**
 * Escape in an open tool of the dock folds that tool and puts the focus on its toggle (the phase switcher's panel
 * does the same through its own Collapse button, which is its toggle while open).
 */
function foldOnEscape(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const target = event.target instanceof Element ? event.target : null;
  const tool = target?.closest('.tt, .ss-tools[data-expanded], .phase-switcher');
  const toggle = tool?.querySelector<HTMLButtonElement>(
    ':scope > .tt__toggle[aria-expanded="true"], :scope > .ss-tools__toggle[aria-expanded="true"], .phase-switcher__header button[aria-expanded="true"]',
  );
  if (!toggle) return;
  event.preventDefault();
  toggle.click();
  toggle.focus();
}

/**
 * Editor tools outside the page, for content editors (the shell renders this lazily, only for them): site
 * settings and uploads, the phase switcher, translations and live updates. Each part gates itself by scope.
 * They share one dock: a row of toggles at the bottom of the editor's right column (a strip
 * above the bottom sheet on small screens), where an opened tool unfolds in the flow, so the tools never overlap
 * each other, the page, the editor bar or the side panel.
 */
export function SiteTools() {
  const dock = useRef<HTMLDivElement>(null);
  useDockLayout(dock);
  return (
    // Keys reach the dock from its tools' own controls; the dock itself is no control (the tools are).
    <div ref={dock} className="tool-dock" onKeyDown={foldOnEscape}>
      <SettingsTools />
      <PhaseTools />
      <TranslationTools />
    </div>
  );
}
