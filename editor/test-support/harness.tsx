// Test wiring for the editor's component tests: the real store, a real i18next instance (the editor adds its own
// English texts), a real QueryClient, and the real PageRenderer with the editor's block frame.
import { QueryClientProvider } from '@tanstack/react-query';
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
