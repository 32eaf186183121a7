import { lazy, startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createQueryClient, getSiteEnvironment, hydratedAnswersReadAs, SessionSnapshotProvider } from '../api-client';
import { registry } from '../blocks';
import {
  hydrateWithoutBlockBoundaries,
  setHydratingServerHtml,
  preloadRouteCode,
  RenderTimeContext,
  routeI18n,
  shellNamespace,
  SiteApp,
  whenTextMissing,
  type EditorSlots,
  type I18n,
} from '../renderer';
import { adoptRememberedTexts, HYDRATED_ATTRIBUTE, SSR_STATE_ELEMENT_ID } from '../schemas';
import { hydrateFromPage, type SsrState } from './ssr/state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

// The editor chunks load only when the shell renders them, which it does only for content editors
// (docs/architecture.md, Performance rules: attendee pages never download editor code).
const editorSlots: EditorSlots = {
  PageEditor: lazy(() => import('../editor').then((m) => ({ default: m.PageEditor }))),
  SiteTools: lazy(() => import('../site-settings').then((m) => ({ default: m.SiteTools }))),
  RouteTool: lazy(() => import('../site-settings').then((m) => ({ default: m.RouteTool }))),
  // The My Event panel: its own chunk, loaded only for signed-in visitors.
  AttendeePanel: lazy(() => import('../blocks/shared/myEventPanel/MyEventPanel')),
  LiveHelp: lazy(() => import('../blocks/shared/liveHelp/LiveHelp')),
};

/**
 * Marks #root once React's first commit is done: from then on clicks reach React's handlers. The boot loader keeps
 * and replays a button click made before (server/ssr/boot-loader.ts); the end-to-end specs wait for the mark. A
 * wrapper, not a sibling of the app: a sibling would fork the tree the server rendered and change every useId below
 * it (the server's aria-labelledby values would then name nothing).
 */
function HydratedMark({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    // The root's first commit: what mounts from now on is no longer matched against the server's HTML.
    setHydratingServerHtml(false);
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [root]);
  return children;
}

/** The state the server rendered this page from, when it did (app/server-entry.tsx). */
function renderedState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

/**
 * The page brought only the shell texts its render read (app/ssr/state.ts). The rest (the next page's words, the
 * parts that open later) is read once something may want it: the visitor's first input, or a text the page looks up
 * and does not hold. Not right after hydration: a visitor who only reads the page never downloads it.
 */
function readTextsWholeWhenWanted(i18n: I18n, partial: readonly QueryKey[]): void {
  if (partial.length === 0) return;
  const inputs = ['pointerdown', 'keydown', 'touchstart'] as const;
  let asked = false;
  const readWhole = () => {
    if (asked) return;
    asked = true;
    for (const type of inputs) window.removeEventListener(type, readWhole, { capture: true });
    for (const queryKey of partial) void queryClient.refetchQueries({ queryKey, exact: true });
  };
  for (const type of inputs) window.addEventListener(type, readWhole, { capture: true, passive: true });
  // A lookup happens while rendering, where a read would update other components: it is asked for just after.
  whenTextMissing(i18n, shellNamespace, () => setTimeout(readWhole, 0));
}

/**
 * Starts the page once the browser has read all of its HTML. The boot loader asks for this code at the first paint,
 * and from the cache it can run before the parser has reached the page's state (after the content) or its end:
 * hydrating then found no state and rendered the page afresh, or hydrated a page still being read.
 */
async function start(container: HTMLElement): Promise<void> {
  const state = renderedState();
  if (state) {
    hydrateFromPage(queryClient, state.queries);
    adoptRememberedTexts(state.texts);
    hydratedAnswersReadAs(queryClient, state.visitor);
    // Older cached HTML says nothing: it was rendered with a boundary per block.
    hydrateWithoutBlockBoundaries(state.blockBoundaries === false);
    setHydratingServerHtml(true);
    await nextTask();
    const i18n = routeI18n(queryClient, window.location.pathname, getSiteEnvironment());
    readTextsWholeWhenWanted(i18n, state.partialQueries ?? []);
    const app = (
      <StrictMode>
        <HydratedMark root={container}>
          <RenderTimeContext value={state.renderedAt}>
            <QueryClientProvider client={queryClient}>
              <SessionSnapshotProvider session={state.visitor}>
                <SiteApp registry={registry} editorSlots={editorSlots} i18n={i18n} />
              </SessionSnapshotProvider>
            </QueryClientProvider>
          </RenderTimeContext>
        </HydratedMark>
      </StrictMode>
    );
    // The server's HTML already shows the page; the code it was rendered with (the blocks' chunk, preloaded by
    // <link rel="modulepreload">, and a route's own chunk) is loaded before hydration, so nothing suspends in it.
    // Hydrating in a transition lets React yield to the browser between parts of the page (the HTML is already
    // on screen and readable), instead of one long task that holds up input.
    const code = [preloadRouteCode(window.location.pathname), ...(state.blockTypes ?? []).map((type) => registry[type]?.preload?.().catch(() => undefined))];
    void Promise.all(code).then(() =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    );
  } else {
    createRoot(container).render(
      <StrictMode>
        <HydratedMark root={container}>
          <QueryClientProvider client={queryClient}>
            <SiteApp registry={registry} editorSlots={editorSlots} />
          </QueryClientProvider>
        </HydratedMark>
      </StrictMode>,
    );
  }
}

/**
 * A task of its own for what follows: the code's evaluation, reading the page's state and building the texts would
 * otherwise be one long task, during which the page answers no input (on a mid-range phone about 0.1 s each).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const begin = () => void nextTask().then(() => start(container));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
else begin();
