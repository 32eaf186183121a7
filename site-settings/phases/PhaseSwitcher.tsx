import { useEffect, useRef } from 'react';
import { useStoredState, useTranslation } from '../../renderer';
import { PhasePanel, type PhasePanelProps } from './PhasePanel';
import { phaseStrings } from './strings';
import './phase-switcher.css';
import { Button } from '../../ui';

/** docs/behaviour/phases.md, Phase switcher: the switcher is hidden, shown as a collapsed toggle button, or shown as a panel. */
export type SwitcherMode = 'hidden' | 'collapsed' | 'open';

/** Per tab (sessionStorage): another tab keeps its own switcher state, as it keeps its own preview date. */
export const SWITCHER_MODE_KEY = 'phase-switcher.mode';

/** Alt+Shift+D shows a hidden switcher (as its toggle button) and hides a shown one. */
export function isSwitcherShortcut(
  e: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): boolean {
  return e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyD';
}

export type PhaseSwitcherProps = Omit<PhasePanelProps, 'onCollapse' | 'onHide' | 'headingRef'>;

/** The editors' phase switcher: a toggle button that opens the phase and date panel. */
export function PhaseSwitcher(props: PhaseSwitcherProps) {
  const { t } = useTranslation(phaseStrings);
  const [mode, setMode] = useStoredState<SwitcherMode>(SWITCHER_MODE_KEY, 'collapsed', 'session');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the user's own open and collapse, never a state restored on load.
  const moved = useRef(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSwitcherShortcut(e)) return;
      e.preventDefault();
      moved.current = true;
      setMode((m) => (m === 'hidden' ? 'collapsed' : 'hidden'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setMode]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (mode === 'open') headingRef.current?.focus();
    if (mode === 'collapsed') toggleRef.current?.focus();
  }, [mode]);

  const go = (next: SwitcherMode) => {
    moved.current = true;
    setMode(next);
  };

  if (mode === 'hidden') return null;
  if (mode === 'collapsed') {
    return (
      <Button
        size="sm"
        ref={toggleRef}
        type="button"
        className="phase-switcher__toggle"
        aria-expanded={false}
        title={t('translate.phase-switcher.hide-hint')}
        onClick={() => go('open')}
      >
        {t('translate.phase-switcher.toggle')}
      </Button>
    );
  }
  return (
    <PhasePanel
      {...props}
      headingRef={headingRef}
      onCollapse={() => go('collapsed')}
      onHide={() => go('hidden')}
    />
  );
}
