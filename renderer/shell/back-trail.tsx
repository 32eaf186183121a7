import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react';
import { fallbackFor } from './navigation';
import { Button } from '../../ui';

/** The back trail (navigation.ts nextBackTrail), kept by the shell's navigation effects. */
export const BackTrailContext = createContext<readonly string[]>([]);

export function useBackTrail(): readonly string[] {
  return useContext(BackTrailContext);
}

/** Whether the browser history has an earlier entry of this app (react-router keeps an index in history.state). */
export function hasPreviousPage(historyState: unknown = globalThis.history?.state): boolean {
  const idx = (historyState as { idx?: unknown } | null | undefined)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** Goes back in history when there is somewhere to go, else replaces the page with the fallback. */
export function useGoBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const trail = useBackTrail();
  return useCallback(() => {
    // The trail only grows on in-app navigations, so a non-empty trail means history has an earlier app page.
    if (hasPreviousPage() || trail.length > 0) {
      void navigate(-1);
      return;
    }
    void navigate(fallback ?? trail[trail.length - 1] ?? fallbackFor(location.pathname), { replace: true });
  }, [navigate, fallback, trail, location.pathname]);
}

/** A Back button for detail pages and headers. */
export function BackButton({ fallback, className }: { fallback?: string; className?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <Button variant="ghost" className={className ?? 'shell-back'} onClick={goBack}>
      {t('translate.shell.back')}
    </Button>
  );
}
