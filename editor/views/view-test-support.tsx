// Wiring for the data views' component tests: a real QueryClient (whose cache a test may fill with answers of
// the API's real shapes) and a real i18next instance without translations, so the English defaults show.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../api-client';
import { type AllEnvironmentsAnswer } from '../../api-client/editing';
import { createI18n, I18nextProvider } from '../../renderer';

export function renderWithProviders(ui: ReactElement, client: QueryClient = createQueryClient()) {
  const i18n = createI18n({ language: 'en' });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </QueryClientProvider>,
    ),
  };
}

type Layout = AllEnvironmentsAnswer['cont'][number];
type Block = Layout['components'][number];

/** A stored block as GET /content/all answers it. */
export function storedBlock(componentId: string, props: Record<string, unknown>, extra: Partial<Block> = {}): Block {
  return {
    componentId,
    component: 'sectionHeading',
    parentId: null,
    slot: null,
    props,
    originalHash: `hash-${componentId}-${JSON.stringify(props).length}`,
    schemaVersion: 1,
    editor: null,
    ...extra,
  };
}

/** A stored layout as GET /content/all answers it. */
export function storedLayout(env: Layout['environment'], phase: string, components: Block[]): Layout {
  return { id: `home--${phase}`, page: 'home', phase, environment: env, hash: `layout-${env}-${phase}-${components.length}`, revision: 1, components };
}
