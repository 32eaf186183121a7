// Node environment: no DOM, as in server rendering.
import { createElement, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageRenderer } from './PageRenderer';
import { sanitizeHtml } from './sanitize';
import type { BlockComponentProps, BlockRegistry, RenderContextValue } from './types';

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
const context: RenderContextValue = {
  scopes: [],
  signedIn: false,
  features: {},
  phaseId: null,
  editMode: false,
  environment: 'prod',
  language: 'en',
  pageId: 'home',
};
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
  it('renders the stylesheet, the wrapper custom properties and the block once its code is loaded', async () => {
    const page = () => renderToString(createElement(PageRenderer, { layout, registry, context }));
    page();
    await new Promise((r) => setTimeout(r, 0));
    const html = page();
    expect(html).toContain('<style data-precedence="default" data-href="rb-wrapper">');
    expect(html).toContain('@media (min-width:1084px)');
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
