// The decorator every story runs in: turns the toolbar globals into the renderer's context and provides what
// blocks expect around them (a query client that never retries: Storybook runs without a server; an i18next instance).
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { createShellI18n, I18nextProvider, type RenderContextValue } from '../renderer';
import { readGlobals, renderContextFor, defaultGlobals } from './globals';

const StoryRenderContext = createContext<RenderContextValue>(renderContextFor(defaultGlobals));

/** The render context chosen in the toolbar. */
export function useStoryRenderContext(): RenderContextValue {
  return useContext(StoryRenderContext);
}

function StoryProviders({ value, children }: { value: RenderContextValue; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  // Blocks read their words through i18next; without the site's API the English defaults beside them show.
  const i18n = useMemo(() => createShellI18n(value.language), [value.language]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <StoryRenderContext.Provider value={value}>
          <div lang={value.language}>{children}</div>
        </StoryRenderContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export const withStoryProviders: Decorator = (Story, context) => (
  <StoryProviders value={renderContextFor(readGlobals(context.globals))}>
    <Story />
  </StoryProviders>
);
