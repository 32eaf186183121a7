import axe from 'axe-core';
import { act } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api-client';
import { blockTypes } from '../schemas';
import { blockSchemas } from '../schemas/validators';
import { intersectionObserverPerTest } from './shared/test/intersection-observer';
import { block, renderBlocks } from './shared/test/render-blocks';
import { registry } from './registry';

// Every schema example of every block with a component, rendered through the real renderer and checked with axe.
const withComponent = blockTypes.filter((type) => registry[type]?.component);

const io = intersectionObserverPerTest();

// Blocks that read the API render as the site gives them a query client; offline, their reads wait (no request leaves
// the test), so each example shows its loading state rather than a failed fetch.
beforeAll(() => onlineManager.setOnline(false));
afterAll(() => onlineManager.setOnline(true));

describe('schema examples', () => {
  it.each(withComponent)('%s: every example renders and has no axe violations', async (type) => {
    const examples = (blockSchemas[type].examples ?? []) as Record<string, unknown>[];
    expect(examples.length).toBeGreaterThanOrEqual(1);
    const page = examples.map((props, i) => block(`${type.toLowerCase()}-${i}`, type, props));
    const client = createQueryClient();
    const { container } = await renderBlocks(page, { signedIn: true, scopes: ['inperson'] }, (p) => (
      <QueryClientProvider client={client}>{p}</QueryClientProvider>
    ));
    await act(async () => io.enter());
    // Some examples are hidden on purpose (e.g. a disabled announcement), so at least one block shows.
    expect(container.querySelectorAll('[data-block-id]').length).toBeGreaterThanOrEqual(1);
    expect(container.textContent).not.toContain('could not be');
    const result = await axe.run(container, {
      // Embedded players are third-party frames; axe cannot (and need not) look inside them.
      iframes: false,
      // jsdom has no layout or rendering, so contrast cannot be measured here.
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
