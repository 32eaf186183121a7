// The refiner drawer's state: closed, open, open by default on ultra-wide screens; Escape closes it and the focus
// goes back to the Refine button. Opening it closes the My Event panel unless the screen is ultra-wide.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { announceSidePanel, onOtherSidePanel } from '../shared/myEventPanel/panel-rules';

/** Below lg the refiner is a sheet over the page; from uw it starts open. */
const ULTRA_WIDE = '(min-width: 1921px)';
const SHEET = '(max-width: 1083px)';

/** The refiner drawer: 'auto' until the browser tells the width (open on ultra-wide screens, by CSS first). */
export type Drawer = 'auto' | 'open' | 'closed';

export interface RefinerDrawer {
  drawer: Drawer;
  open: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  refineButton: RefObject<HTMLButtonElement | null>;
  panelHeading: RefObject<HTMLHeadingElement | null>;
  /** On the catalog's section: Escape in the drawer or on the Refine button closes the drawer. */
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

export function useRefinerDrawer(): RefinerDrawer {
  const [drawer, setDrawer] = useState<Drawer>('auto');
  const refineButton = useRef<HTMLButtonElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // 'auto' shows what 'closed' shows below ultra-wide (the stylesheet opens it only there), so it is resolved only
  // where it differs: on an ultra-wide screen at once, elsewhere once the window widens to one (it then stays
  // closed, as it looked). Setting 'closed' on every load rendered the whole catalog, its tiles included, again
  // right after hydration.
  useEffect(() => {
    if (drawer !== 'auto') return;
    const wide = window.matchMedia?.(ULTRA_WIDE);
    if (!wide) return;
    if (wide.matches) {
      setDrawer((d) => (d === 'auto' ? 'open' : d));
      return;
    }
    const widened = () => setDrawer((d) => (d === 'auto' ? 'closed' : d));
    wide.addEventListener('change', widened);
    return () => wide.removeEventListener('change', widened);
  }, [drawer]);
  useEffect(() => onOtherSidePanel('refiner', () => setDrawer((d) => (d === 'open' ? 'closed' : d))), []);
  const open = drawer === 'open';
  const openDrawer = () => {
    setDrawer('open');
    announceSidePanel('refiner');
    // As a sheet over the page, the focus moves into it (its heading, where reading starts).
    if (window.matchMedia?.(SHEET).matches) requestAnimationFrame(() => panelHeading.current?.focus());
  };
  const closeDrawer = useCallback(() => {
    setDrawer('closed');
    refineButton.current?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || !open) return;
    const inside =
      e.target instanceof Node &&
      (e.currentTarget.querySelector('.blk-catalog__refiners')?.contains(e.target) ||
        e.target === refineButton.current);
    if (!inside) return;
    e.preventDefault();
    closeDrawer();
  };
  return { drawer, open, openDrawer, closeDrawer, refineButton, panelHeading, onKeyDown };
}
