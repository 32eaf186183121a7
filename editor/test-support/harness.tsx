// Test wiring for the editor's component tests: the real store, a real i18next instance (the editor adds its own
// English texts), a real QueryClient, and the real PageRenderer with the editor's block frame.
import { QueryClientProvider } from '@tanstack/react-query';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lazy, useMemo, useState, type ReactNode } from 'react';
import { createQueryClient } from '../../api-client';
import {
  BlockFrameContext,
  LiveBlocksContext,
  PageRenderer,
  type BlockComponentProps,
  type BlockDefinition,
  type BlockRegistry,
  type Environment,
  type RenderContextValue,
  createI18n,
  I18nextProvider,
  type I18n,
} from '../../renderer';
import { createLiveBlocks } from '../state/live-blocks';
import { createEditorStore, EditorStoreContext, useEditorStore, useEditorStoreApi, type EditorStore } from '../state/store';
import type { EditorBlock } from '../state/types';
import { BlockFrame } from '../toolbar/BlockFrame';
import { SortablePage } from '../toolbar/SortablePage';

export function createTestI18n(): I18n {
  return createI18n({ language: 'en' });
}

function TextBlock({ componentId, props }: BlockComponentProps) {
  return <p data-testid={`text.${componentId}`}>{String(props.text ?? '')}</p>;
}

const text: BlockDefinition = {
  type: 'text',
  title: 'Text',
  group: 'Other',
  schema: { type: 'object', properties: { text: { type: 'string' } } },
  component: lazy(async () => ({ default: TextBlock })),
};

/** A one-type registry for toolbar tests. */
export const textRegistry: BlockRegistry = { text };

export function testContext(environment: Environment = 'cont'): RenderContextValue {
  return {
    scopes: ['contenteditor'],
    signedIn: true,
    features: {},
    phaseId: 'live',
    editMode: true,
    environment,
    language: 'en',
    pageId: 'home',
  };
}

export function createTestStore(components: EditorBlock[], hash = 'page-hash'): EditorStore {
  return createEditorStore({ layoutId: 'home', phase: 'live', environment: 'cont' }, { components, hash });
}

export function EditorProviders({ store, children }: { store: EditorStore; children: ReactNode }) {
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EditorStoreContext value={store}>{children}</EditorStoreContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The working copy rendered as the page editor renders it: block frames and drag and drop included. */
export function WorkingPage({ registry, context }: { registry: BlockRegistry; context: RenderContextValue }) {
  return (
    <SortablePage>
      <BlockFrameContext value={BlockFrame}>
        <WorkingLayout registry={registry} context={context} />
      </BlockFrameContext>
    </SortablePage>
  );
}

function WorkingLayout({ registry, context }: { registry: BlockRegistry; context: RenderContextValue }) {
  const store = useEditorStoreApi();
  const [live] = useState(() => createLiveBlocks(store));
  const components = useEditorStore((s) => s.layout);
  const layout = useMemo(() => ({ components }), [components]);
  return (
    <LiveBlocksContext value={live}>
      <PageRenderer layout={layout} registry={registry} context={context} />
    </LiveBlocksContext>
  );
}

type Handler = (body: string, res: ServerResponse, req: IncomingMessage) => void;

/** A real HTTP server on 127.0.0.1 the api-client talks to over a socket; handlers match the path prefix. */
export async function startTestApi() {
  const handlers: { method: string; prefix: string; handle: Handler }[] = [];
  const seen: { method: string; url: string; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? 'GET', url: req.url ?? '/', body });
      const h = [...handlers].reverse().find((x) => x.method === req.method && (req.url ?? '').startsWith(x.prefix));
      if (h) h.handle(body, res, req);
      else {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 'translate.base.error.not-found', message: 'Not found.' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    on(method: string, prefix: string, handle: Handler) {
      handlers.push({ method, prefix, handle });
    },
    json(res: ServerResponse, status: number, body: unknown) {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
