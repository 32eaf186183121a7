// Change logs are paged with a cursor, so every entry can be read, not only the newest 200.
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleProps } from '../test-support.js';
import { openTestServer } from '../test-app.js';

interface Page {
  entries: { Timestamp: string; Changes: { Field: string; CurrentValue: unknown }[] }[];
  nextCursor: string | null;
}

const SAVES = 7;
const server = openTestServer();
let editor: Record<string, string>;
let site: Record<string, string>;

const page = async (query: string, headers = editor): Promise<Page> => {
  const res = await server.app.inject({ url: `/api/changelog/${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

beforeAll(async () => {
  editor = await server.headersOf('contenteditor');
  site = await server.headersOf('siteeditor');
  // SAVES saves of one block, each its own changelog entry.
  let hash: string | null = null;
  for (let i = 1; i <= SAVES; i++) {
    const res: { statusCode: number; body: string; json: () => unknown } = await server.app.inject({
      method: 'PUT', url: '/api/content/component/cont/paging/live/heading/sectionHeading/2026-11-20T12:00:00Z/normal', headers: editor,
      payload: { originalHash: hash, changes: { ...exampleProps('sectionHeading'), heading: `Save ${i}` } },
    });
    expect(res.statusCode, res.body).toBe(200);
    hash = (res.json() as { component: { originalHash: string } }).component.originalHash;
  }
});

describe('change-log paging', () => {
  it('answers every entry once across pages, newest first, and no cursor after the last page', async () => {
    const all = await page('content?documentId=paging--live&env=cont');
    expect(all.entries).toHaveLength(SAVES);
    expect(all.nextCursor).toBeNull();

    const seen: Page['entries'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: Page = await page(`content?documentId=paging--live&env=cont&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.entries.length).toBeLessThanOrEqual(3);
      seen.push(...next.entries);
      cursor = next.nextCursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.entries);
    // The first save added the block (Field 'block'); the others changed its heading.
    const titles = seen.map((e) => {
      const change = e.Changes.find((c) => c.Field === 'heading' || c.Field === 'block');
      return change?.Field === 'block' ? (change.CurrentValue as { props: { heading: string } }).props.heading : change?.CurrentValue;
    });
    expect(titles).toEqual(Array.from({ length: SAVES }, (_, i) => `Save ${SAVES - i}`));
  });

  it('pages the site-settings log the same way', async () => {
    const first = await page('site-settings?env=cont&limit=1', site);
    expect(first.entries.length).toBeLessThanOrEqual(1);
    const rest = first.nextCursor ? await page(`site-settings?env=cont&cursor=${first.nextCursor}`, site) : { entries: [] };
    const all = await page('site-settings?env=cont', site);
    expect([...first.entries, ...rest.entries]).toEqual(all.entries);
  });

  it('refuses a limit out of range or a cursor that is not one, with 400', async () => {
    for (const query of ['limit=0', 'limit=501', 'limit=abc', 'cursor=abc', 'cursor=-1']) {
      const res = await server.app.inject({ url: `/api/changelog/content?documentId=paging--live&${query}`, headers: editor });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
