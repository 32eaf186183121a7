import { htmlLangOf } from '../../schemas';
import { use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from '../i18n/react';
import { addTranslations, type I18n } from '../i18n/i18n';
import { BrowserRouter, Route, Routes, useInRouterContext, useLocation, useParams } from 'react-router';
import { getPreviewMode, getSiteEnvironment, setApiPreviewDate, useLiveUpdates, useSession, useSettings, useTranslations } from '../../api-client';
import type { BlockRegistry, Environment } from '../types';
import { EditModeProvider } from './edit-mode';
import { isContentEditor } from './editor-access';
import { EditorSlotsContext, type EditorSlots } from './editor-slots';
import { createShellI18n, shellNamespace } from './i18n';
import { languageRedirect } from './navigation';
import { PageShell } from './PageShell';
import { Redirect } from './Redirect';
import { useServerRender } from '../server-render';
import { EventTimeContext, RenderTimeContext } from '../clock';
import { currentPhaseId, eventDate, fixedEventTime, previewPhaseId, viewerFeatures } from './render-context';
import { siteRoutes } from './route-table';
import { RouteView } from './RouteView';
import { ShellContext, type ClientVersion, type ShellState } from './shell-context';
import { languageCodes, localeOf, type ShellSettings } from './shell-settings';
import { StatusPage } from './StatusPage';
import { showToast } from './toasts';
import { useShareLinkNavigation } from './share-link-navigation';

export interface SiteAppProps {
  /** The block registry (blocks/index.ts `registry`), handed in by the app entry: the renderer never imports blocks. */
  registry: BlockRegistry;
  /** Shown on the error page; defaults to VITE_APP_VERSION / VITE_APP_BUILD. */
  clientVersion?: ClientVersion;
  /** The clock the current phase is resolved against (tests pass a fixed one). */
  clock?: () => Date;
  /** Defaults to `<meta name="site-env">`. */
  environment?: Environment;
  /** The lazy editor chunks (app entry); rendered only for content editors. */
  editorSlots?: EditorSlots;
  /**
   * The app root's i18next instance. Server rendering passes one per request (`createShellI18n(language)` with the
   * request's texts added), so the first HTML is in the page's language; by default the app makes its own.
   */
  i18n?: I18n;
}

const defaultClock = () => new Date();

function defaultClientVersion(): ClientVersion {
  const env = import.meta.env as Record<string, string | undefined>;
  return { version: env.VITE_APP_VERSION ?? 'dev', build: env.VITE_APP_BUILD ?? 'local' };
}

/** The whole site: every route of docs/behaviour/routes-and-gates.md under `/:lang`, in the page shell. Needs a QueryClientProvider. */
export function SiteApp(props: SiteAppProps) {
  // One i18next instance per app root, never the global one (server rendering, tests).
  const [i18n] = useState(() => props.i18n ?? createShellI18n('en'));
  const inRouter = useInRouterContext();
  const slots = useMemo(() => props.editorSlots ?? {}, [props.editorSlots]);
  const routes = (
    <I18nextProvider i18n={i18n} defaultNS={shellNamespace}>
      <EditorSlotsContext value={slots}>
        <EditModeProvider>
          <Routes>
            <Route path="/:lang/*" element={<LanguageRoot {...props} />} />
            <Route path="*" element={<PrefixRedirect />} />
          </Routes>
        </EditModeProvider>
      </EditorSlotsContext>
    </I18nextProvider>
  );
  // Inside a router already (tests and server rendering wrap the app in a MemoryRouter), that one routes;
  // else the browser's history. Not choosing MemoryRouter here keeps memory history out of the attendee bundle.
  return inRouter ? routes : <BrowserRouter>{routes}</BrowserRouter>;
}

/** The language for an unprefixed URL: the browser's language when the site offers it, else the first one. */
export function preferredLanguage(languages: readonly string[], browserLanguage: string | undefined): string {
  const code = browserLanguage?.toLowerCase().split('-')[0];
  return (code && languages.includes(code) ? code : languages[0]) ?? 'en';
}

/** The root and unprefixed or unknown-language paths go to the same path under a language, query and hash kept. */
function PrefixRedirect() {
  const location = useLocation();
  const settings = useSettings();
  const server = useServerRender();
  if (settings.isPending) return <Loading />;
  const languages = languageCodes(settings.data?.data as ShellSettings | undefined);
  const browserLanguage = server ? server.acceptLanguage : typeof navigator === 'undefined' ? undefined : navigator.language;
  const language = preferredLanguage(languages, browserLanguage);
  const target = languageRedirect(location, languages, language);
  // languageRedirect prefixes every URL whose first segment is not a served language, so target is set here.
  return target ? <Redirect to={target} /> : null;
}

function LanguageRoot({ registry, clientVersion, clock: realClock = defaultClock, environment }: SiteAppProps) {
  const { lang = '' } = useParams();
  // A preview frame or share link shows the site at its grant's date; the server judges time at it too.
  const [previewDate, setPreviewDateState] = useState<Date | null>(() => getPreviewMode()?.date ?? null);
  const queryClient = useQueryClient();
  // The API judges time at the tab's preview date too (a header on every call), and what it answered at the old
  // date (live lists, windows, states) is refetched at the new one.
  const setPreviewDate = useCallback(
    (date: Date | null) => {
      setApiPreviewDate(date);
      setPreviewDateState(date);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
  useShareLinkNavigation();
  const settingsQuery = useSettings();
  const session = useSession();
  const { t, i18n } = useTranslation();
  const settings = settingsQuery.data?.data as ShellSettings | undefined;
  const languages = useMemo(() => languageCodes(settings), [settings]);
  const known = languages.includes(lang);
  const locale = localeOf(settings, lang);
  const translations = useTranslations(locale, shellNamespace, undefined, { queryConfig: { enabled: known && !settingsQuery.isPending } });
  // Live updates for every visitor (docs/behaviour/shell.md): settings, page and translation changes show without a
  // reload. Visitors join their language's group; content editors every language (the Translations panel lists all).
  // Not while the API is down (the static fallback): the hub is part of the API.
  useLiveUpdates(isContentEditor(session.scopes) ? languages : [lang], {
    enabled: known && !settingsQuery.isPending && settingsQuery.data?.fromStaticFallback !== true,
    // A sign-in or sign-out reconnects, so user-targeted events (new messages, invitations) follow the visitor.
    identity: session.user?.cmsId,
    // Other people's actions that concern them ("You are in: ... moved from the waitlist to your schedule").
    onNotice: showToast,
    // ...in the visitor's language (keys of the shell's namespace; names and titles in them are content).
    translateNotice: (notice) => t(notice.key, { ...notice.values }),
    // A change saved while the page loaded (after the server read its content, before the stream joined) is read
    // again once the stream joins.
    contentAsOf: use(RenderTimeContext),
  });

  useEffect(() => {
    if (!known) return;
    // Texts from the API (again after a live update or an in-place edit re-fetched them) win over the defaults.
    if (translations.data) addTranslations(i18n, lang, translations.data.data);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    const htmlLang = htmlLangOf(lang);
    if (document.documentElement.lang !== htmlLang) document.documentElement.lang = htmlLang;
  }, [i18n, lang, known, translations.data]);

  const state = useMemo<ShellState>(
    () => ({
      registry,
      language: lang,
      languages,
      settings,
      fromStaticFallback: settingsQuery.data?.fromStaticFallback ?? false,
      signedIn: session.signedIn,
      scopes: session.scopes,
      displayName: typeof session.user?.displayName === 'string' ? session.user.displayName : null,
      features: viewerFeatures(settings, session.scopes),
      phase: {
        id: previewDate ? previewPhaseId(settings, previewDate) : currentPhaseId(settings, realClock()),
        lists: { pwaInstallPhases: settings?.pwaInstallPhases },
      },
      environment: environment ?? getSiteEnvironment(),
      clientVersion: clientVersion ?? defaultClientVersion(),
      clock: () => eventDate(settings, previewDate, realClock()),
      previewDate,
      setPreviewDate,
    }),
    [registry, lang, languages, settings, settingsQuery.data?.fromStaticFallback, session, realClock, environment, clientVersion, previewDate, setPreviewDate],
  );
  const fixedNow = fixedEventTime(settings, previewDate);

  if (settingsQuery.isPending) return <Loading />;
  if (!known) return <PrefixRedirect />;

  return (
    <ShellContext value={state}>
      {/* Every block's useNow reads the event's clock: the testing or preview date when one is set. */}
      <EventTimeContext value={fixedNow}>
        <PageShell>
          {pageRoutes}
        </PageShell>
      </EventTimeContext>
    </ShellContext>
  );
}

/**
 * The routes below the language, made once: the same element on every render of LanguageRoot, so React skips them
 * unless the location changes (matching ranks all 80 routes; on a hydrating page the root renders several times).
 */
const pageRoutes = (
  <Routes>
    <Route index element={<Redirect to="home" />} />
    {siteRoutes.map((route) => (
      <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
    ))}
    <Route path="*" element={<StatusPage status={404} />} />
  </Routes>
);

function Loading(): ReactNode {
  const { t } = useTranslation();
  return (
    <main className="shell-main">
      <p className="shell-loading" role="status">
        {t('translate.shell.loading')}
      </p>
    </main>
  );
}
