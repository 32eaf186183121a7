/**
 * The page renderer the server loads (built by `vite build --ssr`, see package.json): one request in, the page's
 * parts out. The data a page's first render reads is loaded first, through the same query functions the browser
 * uses; their calls reach the API in the same process (the request's `fetch`). Then React's streaming renderer
 * renders the whole site app, waiting for every block, and the cache goes along as dehydrated state.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { configureApiClient, createQueryClient, previewModeOf, previewSession, SessionSnapshotProvider, setPreviewModeSource, type PreviewMode } from '../api-client';
import { registry } from '../blocks';
import { loadBlockData } from '../blocks/loaders';
import { loadBlockTexts, loadTexts, SIGNED_IN_SHELL_NAMESPACES } from '../blocks/namespaces';
import {
  keysReadBy,
  loadSanitizer,
  prefetchRouteData,
  RenderTimeContext,
  routeI18n,
  ServerRenderContext,
  SiteApp,
  viewerFeatures,
  type ServerRenderRecord,
} from '../renderer';
import { setTextRecorder, type PageRendererOptions, type PageRenderRequest, type RenderedPage, type RenderPage } from '../schemas';
import { headHtml, jsonForHtml } from './ssr/head-html';
import { dehydrateForPage, keepTextsRead, type SsrState } from './ssr/state';

/** A render that has not finished by then is abandoned (the server answers the plain shell instead). */
const RENDER_TIMEOUT_MS = 10_000;

// Each request's own transport: the API client's configuration is per process, the visitor is per request.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
const inProcessFetch: typeof fetch = (input, init) => {
  const send = requestFetch.getStore();
  if (!send) return Promise.reject(new Error('An API call outside a page render has no transport on the server.'));
  return send(input, init);
};

// Each request's preview grant, if any: api-client reads it (getPreviewMode) to send it with the render's calls and
// to hold the audience's session, as a preview tab does.
const requestPreview = new AsyncLocalStorage<PreviewMode | null>();

// Each render's record of the texts Intl computed for it (schemas/util/remembered-text.ts): the page hands them to
// the browser, which hydrates without building an Intl format.
const requestTexts = new AsyncLocalStorage<Map<string, string>>();

class RenderTimeout extends Error {}

/** The page's HTML, and how many errors React reported while rendering it. */
function renderToHtml(element: ReactNode): Promise<{ html: string; errors: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    let errors = 0;
    sink.on('finish', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), errors }));
    const stream = renderToPipeableStream(element, {
      // Crawlers, link previews and the HTML cache need the complete page: every Suspense boundary resolved, and
      // written in place: React would otherwise move large boundaries out of line and put them back with inline
      // scripts, which the site's Content-Security-Policy refuses (script-src 'self').
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A block that throws is caught by its error boundary in the browser; here React renders its fallback.
        errors++;
        console.error('server render:', error);
      },
    });
    setTimeout(() => {
      stream.abort(new Error(`server render took longer than ${RENDER_TIMEOUT_MS} ms`));
      reject(new RenderTimeout('server render timed out'));
    }, RENDER_TIMEOUT_MS).unref();
  });
}

function visitorIds(user: Record<string, unknown>): { eventProfileId?: string; cmsId?: string } {
  const ids: { eventProfileId?: string; cmsId?: string } = {};
  if (typeof user.eventProfileId === 'string') ids.eventProfileId = user.eventProfileId;
  if (typeof user.cmsId === 'string') ids.cmsId = user.cmsId;
  return ids;
}

async function preloadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => registry[type]?.preload?.().catch(() => undefined)));
}

export function createPageRenderer({ environment }: PageRendererOptions): RenderPage {
  configureApiClient({ fetch: inProcessFetch, environment });
  setTextRecorder((key, text) => requestTexts.getStore()?.set(key, text));
  setPreviewModeSource(() => requestPreview.getStore() ?? null);
  // The sanitiser parses editors' HTML with DOMParser; the server has none, and without it rich text would be
  // escaped into visible tags (and hydration keeps the server's innerHTML). jsdom's parser is inert: no scripts run.
  const sanitizer = loadSanitizer(new JSDOM('').window);
  return (request: PageRenderRequest) => {
    const preview = previewModeOf(request.preview ?? null);
    if (request.preview !== undefined && !preview) return Promise.reject(new Error('The preview grant is not readable.'));
    return requestFetch.run(request.fetch, () =>
      requestPreview.run(preview, async () => {
        // Rich text renders sanitised on the server (renderer/SafeHtml.tsx); the browser keeps that HTML while hydrating.
        await sanitizer;
        const session = preview ? previewSession(preview) : null;
        return renderPage(preview ? { ...request, visitor: session && { user: session.user, expiry: session.expiry } } : request, environment, preview?.date);
      }),
    );
  };
}

async function renderPage(request: PageRenderRequest, environment: PageRendererOptions['environment'], previewDate?: Date): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://localhost');
  const queryClient = createQueryClient();
  const data = await prefetchRouteData(queryClient, { pathname: url.pathname, environment, now: request.now, ...(previewDate ? { previewDate } : {}) });
  const scopes = request.visitor?.user.scopes ?? [];
  if (data.layout && data.language) {
    await loadBlockData(data.layout, {
      queryClient,
      environment,
      language: data.language,
      phaseId: null,
      signedIn: request.visitor !== null,
      scopes,
      search: url.search,
      params: data.params,
      user: request.visitor ? visitorIds(request.visitor.user) : null,
      features: viewerFeatures(data.settings, scopes),
    });
  }
  // Every block of the layout is loaded before rendering (on the server that costs nothing), so nothing suspends;
  // the page then names only the block types it rendered for this visitor. A header banner assigned by the
  // settings renders on pages whose layout has none of its own.
  const layoutTypes = data.layout ? data.layout.components.map((c) => c.component) : [];
  await Promise.all([
    preloadBlocks([...layoutTypes, 'headerBanner']),
    data.locale ? loadBlockTexts(queryClient, [...layoutTypes, 'headerBanner'], data.locale, environment) : undefined,
    data.locale && request.visitor ? loadTexts(queryClient, SIGNED_IN_SHELL_NAMESPACES, data.locale, environment) : undefined,
  ]);
  const i18n = routeI18n(queryClient, url.pathname, environment);
  const renderWith = async (blockBoundaries: boolean) => {
    const rendered = new Set<string>(data.layout ? ['headerBanner'] : []);
    const code = new Set<string>();
    const record: ServerRenderRecord = { head: [], acceptLanguage: request.acceptLanguage, blockTypes: rendered, blockCode: code, blockBoundaries };
    const texts = new Map<string, string>();
    const { html, errors } = await requestTexts.run(texts, () => renderToHtml(
      <ServerRenderContext value={record}>
        <RenderTimeContext value={request.now.getTime()}>
          <QueryClientProvider client={queryClient}>
            <SessionSnapshotProvider session={request.visitor}>
              <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
                <SiteApp registry={registry} i18n={i18n} environment={environment} clock={() => request.now} />
              </MemoryRouter>
            </SessionSnapshotProvider>
          </QueryClientProvider>
        </RenderTimeContext>
      </ServerRenderContext>,
    ));
    return { html, errors, record, rendered, code, texts };
  };
  // Blocks without a Suspense boundary each, which is most of the render's cost otherwise
  // (renderer/block-boundaries.ts). A block that throws then takes the part of the page around it to the
  // browser, or the whole render down: the page is rendered again with a boundary per block, which leaves only
  // that block to the browser.
  let attempt = await renderWith(false).catch((error: unknown) => {
    // A render that ran out of time would only do so again. Other errors were logged as React reported them.
    if (error instanceof RenderTimeout) throw error;
    return null;
  });
  if (!attempt || attempt.errors > 0) {
    console.warn(`server render of ${url.pathname}: rendered again with a boundary per block`);
    attempt = await renderWith(true);
  }
  const { html: body, record, rendered, code, texts } = attempt;
  const blockTypes = [...rendered];
  // The browser loads only the code of blocks that are hydrated (renderer/Block.tsx keeps the others' HTML).
  const blockCode = [...code];
  const head = headHtml(record.head, i18n.t('translate.shell.event-name'), url.pathname);
  const queries = dehydrateForPage(queryClient);
  const partialQueries = keepTextsRead(queries, keysReadBy(i18n));
  const state: SsrState = {
    queries,
    visitor: request.visitor,
    renderedAt: request.now.getTime(),
    blockTypes: blockCode,
    blockBoundaries: record.blockBoundaries === true,
    partialQueries,
    texts: Object.fromEntries(texts),
  };
  return {
    status: record.status ?? 200,
    ...(record.redirect !== undefined ? { redirect: record.redirect } : {}),
    language: i18n.language,
    head,
    ...(record.body ? { bodySettings: record.body } : {}),
    body,
    state: jsonForHtml(state),
    blockTypes,
    blockCode,
  };
}
