import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createShellI18n, I18nextProvider, PageRenderer, type RenderableComponent, type RenderContextValue } from '../../../renderer';
import { registry } from '../../registry';

export const VISITOR: RenderContextValue = {
  scopes: [],
  signedIn: false,
  features: {},
  phaseId: null,
  editMode: false,
  environment: 'cont',
  language: 'en',
  pageId: 'home',
};

/** One block on a page, the way content stores it. */
export function block(
  componentId: string,
  component: string,
  props: Record<string, unknown> = {},
  parent?: { parentId: string; slot?: string },
): RenderableComponent {
  return { componentId, component, props, parentId: parent?.parentId ?? null, slot: parent?.slot ?? null };
}

/** Loads the code of the blocks a page uses (the registry's preload), so they render without suspending. */
async function preload(components: RenderableComponent[]): Promise<void> {
  await Promise.all([...new Set(components.map((c) => c.component))].map((t) => registry[t]?.preload?.()));
}

/** Lets lazy block chunks resolve and their effects run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * Renders blocks through the real renderer and the real registry (lazy chunks and all), then waits
 * until the block code has loaded.
 */
export async function renderBlocks(
  components: RenderableComponent[],
  context: Partial<RenderContextValue> = {},
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): Promise<
  RenderResult & {
    rerenderBlocks: (next: RenderableComponent[], ctx?: Partial<RenderContextValue>) => Promise<void>;
  }
> {
  // Blocks read their words through i18next: an English instance, as the site's shell would give (one for the render
  // and its rerenders), so the defaults beside the components show.
  const i18n = createShellI18n('en');
  const page = (list: RenderableComponent[], ctx: Partial<RenderContextValue>) => (
    <I18nextProvider i18n={i18n}>{wrap(<PageRenderer layout={{ components: list }} registry={registry} context={{ ...VISITOR, ...ctx }} />)}</I18nextProvider>
  );
  await preload(components);
  let result!: RenderResult;
  await act(async () => {
    result = render(page(components, context));
  });
  await settle();
  return Object.assign(result, {
    async rerenderBlocks(next: RenderableComponent[], ctx: Partial<RenderContextValue> = context) {
      await act(async () => {
        result.rerender(page(next, ctx));
      });
      await settle();
    },
  });
}
