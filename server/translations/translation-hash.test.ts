// Translation saves carry the hash of the text they were read with, per key and locale;
// a stale hash is refused with 409 (the conflict shape of the other saves) and nothing of the save is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestServer } from '../test-app.js';

interface Metadata {
  keys: { key: string; hash: string }[];
}

const server = openTestServer();
let editor: Record<string, string>;

const metadata = async (): Promise<Metadata> => (await server.app.inject({ url: '/api/translation/metadata/en-US/base?env=cont', headers: editor })).json() as Metadata;
const texts = async (): Promise<Record<string, string>> => (await server.app.inject({ url: '/api/translation/en-US/base?env=cont' })).json() as Record<string, string>;
const update = (updates: unknown[], force?: boolean) =>
  server.app.inject({ method: 'PUT', url: '/api/translation/update/en/en-US/cont', headers: editor, payload: force === undefined ? { updates } : { updates, force } });

beforeAll(async () => {
  editor = await server.headersOf('contenteditor');
  const added = await server.app.inject({
    method: 'PUT', url: '/api/translation/addInitialTranslations', headers: editor,
    payload: { environment: 'cont', language: 'en', locale: 'en-US', translations: [{ key: 'translate.base.second', content: 'Second' }] },
  });
  expect(added.statusCode).toBe(200);
});

describe('translation saves are hash-checked per key', () => {
  it('saves with the hash read, then refuses the same stale hash with 409 naming the key, writing nothing', async () => {
    const [first, second] = (await metadata()).keys;
    expect(first && second).toBeTruthy();
    const saved = await update([{ key: first!.key, content: 'Mine', originalHash: first!.hash }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await texts())[first!.key]).toBe('Mine');

    const before = await texts();
    // Another editor read the key before that save: its hash is stale now. The second key is current, but the
    // save is all or nothing.
    const stale = await update([
      { key: second!.key, content: 'Also theirs', originalHash: second!.hash },
      { key: first!.key, content: 'Theirs', originalHash: first!.hash },
    ]);
    expect(stale.statusCode).toBe(409);
    const current = (await metadata()).keys.find((k) => k.key === first!.key)?.hash;
    expect(stale.json()).toMatchObject({
      code: 'translate.base.error.component-settings.conflict',
      details: { currentHash: current, conflicts: [{ key: first!.key, currentHash: current }] },
    });
    expect(await texts()).toEqual(before);

    // The force-save flow: the same save, forced, lands.
    const forced = await update([{ key: first!.key, content: 'Theirs', originalHash: first!.hash }], true);
    expect(forced.statusCode).toBe(200);
    expect((await texts())[first!.key]).toBe('Theirs');
  });

  it('takes null for a new key and refuses null for a key that exists', async () => {
    const created = await update([{ key: 'translate.base.brand-new', content: 'New', originalHash: null }]);
    expect(created.statusCode).toBe(200);
    const again = await update([{ key: 'translate.base.brand-new', content: 'Newer', originalHash: null }]);
    expect(again.statusCode).toBe(409);
    expect((await texts())['translate.base.brand-new']).toBe('New');
  });

  it('refuses an update without originalHash with 400', async () => {
    const before = await texts();
    const res = await update([{ key: 'translate.base.brand-new', content: 'Blind' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request' });
    expect(await texts()).toEqual(before);
  });
});
