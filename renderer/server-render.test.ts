// Node environment: no DOM, as in server rendering.
import { createElement, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api-client';
import { addTranslations } from './i18n/i18n';
import { createShellI18n } from './shell/i18n';
import { SiteApp } from './shell/SiteApp';
import { PageRenderer } from './PageRenderer';
import { sanitizeHtml } from './sanitize';
import { visitorContext } from './test-context';
import type { BlockComponentProps, BlockRegistry } from './types';

const Hello = ({ props }: BlockComponentProps) => createElement('p', null, `hello ${String(props.name)}`);
const registry: BlockRegistry = {
  hello: {
    type: 'hello',
    title: 'Hello',
    group: 'Other',
    schema: { properties: { name: { default: 'world' } } },
    component: lazy(async () => ({ default: Hello })),
  },
};
const context = visitorContext();
const layout = {
  components: [
    {
      componentId: 'a',
      component: 'hello',
      props: { wrapperWidth: 33, wrapperAnchorLink: { anchor: 'a1' } },
    },
  ],
};

describe('server rendering', () => {
  it('renders the wrapper custom properties and the block once its code is loaded', async () => {
    const page = () => renderToString(createElement(PageRenderer, { layout, registry, context }));
    page();
    await new Promise((r) => setTimeout(r, 0));
    const html = page();
    // The wrapper classes' stylesheet is the entry's CSS (renderer/wrapper.generated.css), not an element per page.
    expect(html).not.toContain('<style');
    expect(html).toContain(
      '<section id="a1" class="rb-block rb-has-w" style="--rb-w-0:100%;--rb-w-1:50%;--rb-w-3:33%"',
    );
    expect(html).toContain('<p>hello world</p>');
  });

  it('escapes HTML instead of passing it raw when there is no DOM to sanitise with', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
    );
  });
});

describe('server rendering of the site', () => {
  it("renders each request in its own language with the app root's own i18next instance", () => {
    const request = (url: string, language: string, texts: Record<string, string>) => {
      const i18n = createShellI18n(language);
      addTranslations(i18n, language, texts);
      return renderToString(
        createElement(
          QueryClientProvider,
          { client: createQueryClient() },
          createElement(MemoryRouter, { initialEntries: [url] }, createElement(SiteApp, { registry, environment: 'prod', i18n })),
        ),
      );
    };
    // Settings are not loaded in a bare render: the shell shows its loading line, in the request's language.
    expect(request('/de/home', 'de', { 'translate.shell.loading': 'Wird geladen…' })).toContain('Wird geladen…');
    expect(request('/en/home', 'en', {})).toContain('Loading…');
    expect(request('/fr/home', 'fr', {})).toContain('Loading…');
  });
});
