import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { lazy, Suspense } from 'react';
import { liveHelpShown } from '../../schemas';
import { BackTrailContext } from './back-trail';
import { useEditMode } from './edit-mode';
import { isContentEditor } from './editor-access';
import { useEditorSlots } from './editor-slots';
import { useShell } from './shell-context';
import { AnnouncementBar, Banners } from './Banners';
import { Footer } from './Footer';
import { Header } from './Header';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { TabBar } from './TabBar';
import { visibleItems } from './shell-settings';
import { ToastRegion } from './ToastRegion';
import { useNavigationEffects } from './use-navigation-effects';
import { useSignInAction } from './use-sign-in-action';
import '../../ui';
import './shell.css';

export const mainContentId = 'main-content';

// The sign-in dialog: its own small chunk, loaded when a requires-auth action first opens it.
const SignInDialog = lazy(() => import('./SignInDialog'));

/**
 * The page shell (docs/behaviour/routes-and-gates.md, "Page shell"): skip link, consent banner area, sticky header, banners and
 * announcement bar, main content, footer, toasts bottom-left, and the bottom tab bar on small screens.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const trail = useNavigationEffects(mainContentId);
  const signInDialog = useSignInAction();
  const shell = useShell();
  const editor = isContentEditor(shell.scopes);
  // Only for those who get them: their arrival after hydration re-renders the shell (its page content is kept).
  const { SiteTools, AttendeePanel, LiveHelp } = useEditorSlots(editor || shell.signedIn);
  // Says up front that the tab bar (the shell's last part) comes: the stylesheet makes room for it from the first
  // element on, rather than when the parser reaches the bar, which restyled the whole page (shell.css).
  const tabs = visibleItems(shell.settings?.tabNavigation);
  // Where the live-help button shows (it comes only after hydration): the shell renders it there and marks itself
  // from the first paint on, so the footer keeps room for it (shell.css) instead of growing, and moving a short
  // page's footer up, once it came.
  const { editMode, metaEdit } = useEditMode();
  const help = shell.settings as { liveHelpAppId?: unknown; chatOnlyRoutes?: string[] } | undefined;
  const helpButton = liveHelpShown({
    liveHelpAppId: help?.liveHelpAppId, signedIn: shell.signedIn, editing: editMode || metaEdit, pathname: location.pathname,
    language: shell.language, chatOnlyRoutes: help?.chatOnlyRoutes,
  });
  return (
    <BackTrailContext value={trail}>
      <div className="shell" data-tabbar={tabs.length > 0 || undefined} data-live-help={helpButton || undefined}>
        <a className="shell-skip-link" href={`#${mainContentId}`}>
          {t('translate.shell.skip-link')}
        </a>
        {/* The consent manager mounts its banner here (outside React's tree), above everything else. */}
        <div id="consent-banner" className="shell-consent" data-label={t('translate.shell.consent')} />
        <Header />
        <Banners />
        <AnnouncementBar />
        <main id={mainContentId} className="shell-main" tabIndex={-1}>
          {/* A new location gets a fresh boundary, so leaving a broken page recovers. */}
          <ShellErrorBoundary key={location.pathname}>{children}</ShellErrorBoundary>
        </main>
        <Footer />
        <TabBar items={tabs} />
        {SiteTools && editor ? (
          <Suspense fallback={null}>
            <SiteTools />
          </Suspense>
        ) : null}
        {AttendeePanel && shell.signedIn ? (
          <Suspense fallback={null}>
            <AttendeePanel />
          </Suspense>
        ) : null}
        {LiveHelp && helpButton ? (
          <Suspense fallback={null}>
            <LiveHelp />
          </Suspense>
        ) : null}
        <ToastRegion />
        {signInDialog.open ? (
          <Suspense fallback={null}>
            <SignInDialog onClose={signInDialog.close} />
          </Suspense>
        ) : null}
      </div>
    </BackTrailContext>
  );
}
