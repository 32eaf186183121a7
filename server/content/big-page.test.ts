// A page of 5000 realistic blocks (the demo's own blocks, nested ones included) is saved in one
// request (its own body limit: over the app's 2 MB) and reads back block for block.
import { describe, expect, it } from 'vitest';
import { generateDemo } from '../demo/index.js';
import { openTestServer } from '../test-app.js';
import { PAGE_SAVE_BODY_LIMIT } from './content-routes.js';

const server = openTestServer();
const BLOCKS = 5000;

interface Block {
  componentId: string;
  component: string;
  parentId: string | null;
  slot: string | null;
  props: Record<string, unknown>;
  /** As the editor sends a block it has not read from the server yet. */
  originalHash: string | null;
}

/**
 * The demo's cont layouts with content (five blocks or more: not the detail pages, whose one block fetches its data),
 * copied round by round (ids and parent ids suffixed per round and layout) until there are `count`.
 */
function realisticBlocks(count: number): Block[] {
  const source = generateDemo().pages.filter((p) => p.environment === 'cont' && p.components.length >= 5);
  const out: Block[] = [];
  for (let round = 0; out.length < count; round++) {
    for (const [index, layout] of source.entries()) {
      // Whole layouts only, so every parent is on the page; the last one is cut at a top-level block.
      for (const c of layout.components) {
        if (out.length >= count && !c.parentId) return out;
        out.push({
          componentId: `${c.componentId}-${round}-${index}`,
          component: c.component,
          parentId: c.parentId ? `${c.parentId}-${round}-${index}` : null,
          slot: c.slot ?? null,
          props: c.props as Record<string, unknown>,
          originalHash: null,
        });
      }
    }
  }
  return out;
}

describe('a 5000-block page', () => {
  it('is saved in one request over the 2 MB default and reads back block for block', async () => {
    const headers = await server.headersOf('contenteditor');
    const current = (await server.app.inject({ url: '/api/content/big--live', headers })).statusCode;
    expect(current).toBe(404);
    const components = realisticBlocks(BLOCKS);
    expect(components.length).toBeGreaterThanOrEqual(BLOCKS);
    const payload = JSON.stringify({ environment: 'cont', phase: 'live', components, originalPageHash: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945' });
    expect(payload.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(payload.length).toBeLessThan(PAGE_SAVE_BODY_LIMIT);

    const saved = await server.app.inject({ method: 'PUT', url: '/api/content/big', headers: { ...headers, 'content-type': 'application/json' }, payload });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect((saved.json() as { changed: boolean }).changed).toBe(true);

    const read = (await server.app.inject({ url: '/api/content/big--live', headers })).json() as { components: (Block & { originalHash: string })[] };
    expect(read.components).toHaveLength(components.length);
    expect(read.components.map((c) => c.componentId)).toEqual(components.map((c) => c.componentId));
    expect(read.components.map((c) => c.parentId)).toEqual(components.map((c) => c.parentId));
    expect(read.components.map((c) => c.props)).toEqual(components.map((c) => c.props));
    expect(read.components.every((c) => /^[0-9a-f]{64}$/.test(c.originalHash))).toBe(true);
  }, 30_000);

  it('keeps the 2 MB default on other writes', async () => {
    const headers = await server.headersOf('contenteditor');
    const body = { originalHash: null, changes: { heading: 'x'.repeat(2 * 1024 * 1024) }, parentId: null };
    const res = await server.app.inject({
      method: 'PUT', url: '/api/content/component/cont/home/live/heading/sectionHeading/2026-11-20T12:00:00Z/normal', headers, payload: body,
    });
    expect(res.statusCode).toBe(413);
  });
});
