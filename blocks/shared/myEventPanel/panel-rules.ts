// The My Event panel's rules (docs/behaviour/schedule-and-rsvp.md): it opens by default when configured for the current phase
// (settings myEventPanelOpenPhases), for a signed-in visitor, on a wide screen, unless they closed it before; Escape
// closes it. "Drawer and refiner: opening one closes the other unless ultra-wide": the panel and the catalog's refiner
// drawer announce their opening on window, and each closes when the other opens below the ultra-wide breakpoint.

/** docs/behaviour/schedule-and-rsvp.md: uw 1921 px, the breakpoint the catalog's refiner also starts open at. */
export const WIDE_QUERY = '(min-width: 1921px)';

/** Remembered once the visitor closes the panel: it no longer opens by itself (storage module key). */
export const CLOSED_KEY = 'conference.myEventPanel.closed';

/** The window event a side panel fires when it opens (the catalog's refiner drawer fires it too). */
export const SIDE_PANEL_EVENT = 'conference:side-panel-open';

export interface SidePanelDetail {
  /** Who opened: 'my-event' or 'refiner'. */
  source: string;
}

export function opensByDefault(input: {
  openPhases: readonly string[];
  phaseId: string | null;
  signedIn: boolean;
  wide: boolean;
  closedBefore: boolean;
}): boolean {
  return input.signedIn && input.wide && !input.closedBefore && input.phaseId !== null && input.openPhases.includes(input.phaseId);
}

export function announceSidePanel(source: string): void {
  window.dispatchEvent(new CustomEvent<SidePanelDetail>(SIDE_PANEL_EVENT, { detail: { source } }));
}

/** Calls `close` when another side panel opens, unless the screen is ultra-wide (both then fit). */
export function onOtherSidePanel(source: string, close: () => void): () => void {
  const listener = (e: Event) => {
    const detail = (e as CustomEvent<SidePanelDetail>).detail;
    if (detail?.source === source) return;
    if (window.matchMedia?.(WIDE_QUERY).matches) return;
    close();
  };
  window.addEventListener(SIDE_PANEL_EVENT, listener);
  return () => window.removeEventListener(SIDE_PANEL_EVENT, listener);
}
