// "No lost work" for translations: a text save read before someone else saved is merged per key with the
// three-way merge of the other saves. A key only others changed keeps their text, a key both changed is a 409 listing
// it (before, theirs, mine), and force means mine wins on those keys only.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../canonical-hash.js';
import { openTestServer } from '../test-app.js';

const server = openTestServer();
let editor: Record<string, string>;

const KEYS = ['translate.base.merge-one', 'translate.base.merge-two'] as const;
const texts = async (): Promise<Record<string, string>> => (await server.app.inject({ url: '/api/translation/en-US/base?env=cont' })).json() as Record<string, string>;
const update = (payload: Record<string, unknown>) => server.app.inject({ method: 'PUT', url: '/api/translation/update/en/en-US/cont', headers: editor, payload });
/** An item as the editor sends it: the text it read (and its hash) with the text it wants. */
const item = (key: string, read: string, content: string) => ({ key, content, originalHash: hashOf(read), originalContent: read });

beforeAll(async () => {
  editor = await server.headersOf('contenteditor');
});

async function reset(one: string, two: string) {
  const now = await texts();
  const res = await update({
    updates: KEYS.map((key, i) => ({ key, content: i === 0 ? one : two, originalHash: now[key] === undefined ? null : hashOf(now[key]) })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('translation saves from a stale read', () => {
  it('keep their text on a key only they changed, and land mine on a key only I changed', async () => {
    await reset('One', 'Two');
    expect((await update({ updates: [item(KEYS[0], 'One', 'One (theirs)')] })).statusCode).toBe(200);
    // A read both before B's save: it sends its unchanged first key with the stale hash and a new second key.
    const res = await update({ updates: [item(KEYS[0], 'One', 'One'), item(KEYS[1], 'Two', 'Two (mine)')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await texts()).toMatchObject({ [KEYS[0]]: 'One (theirs)', [KEYS[1]]: 'Two (mine)' });
  });

  it('answer 409 for a key both changed, naming it with before, theirs and mine, and write nothing', async () => {
    await reset('One', 'Two');
    expect((await update({ updates: [item(KEYS[0], 'One', 'One (theirs)')] })).statusCode).toBe(200);
    const before = await texts();
    const res = await update({ updates: [item(KEYS[0], 'One', 'One (mine)'), item(KEYS[1], 'Two', 'Two (mine)')] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'translate.base.error.component-settings.conflict',
      details: { fields: [{ componentId: 'en-US', path: KEYS[0], base: 'One', theirs: 'One (theirs)', mine: 'One (mine)' }] },
    });
    expect(await texts()).toEqual(before);

    // Resolved per key: theirs keeps their text, the other key lands.
    const resolved = await update({
      updates: [item(KEYS[0], 'One', 'One (mine)'), item(KEYS[1], 'Two', 'Two (mine)')],
      resolutions: { 'en-US': { [KEYS[0]]: 'theirs' } },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await texts()).toMatchObject({ [KEYS[0]]: 'One (theirs)', [KEYS[1]]: 'Two (mine)' });
  });

  it('with force: mine wins on the key both changed, their change to a key I did not change stays', async () => {
    await reset('One', 'Two');
    // B changes both keys.
    expect((await update({ updates: [item(KEYS[0], 'One', 'One (theirs)'), item(KEYS[1], 'Two', 'Two (theirs)')] })).statusCode).toBe(200);
    // A's open form changed the first key only but sends both with what it read.
    const forced = await update({ updates: [item(KEYS[0], 'One', 'One (mine)'), item(KEYS[1], 'Two', 'Two')], force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await texts()).toMatchObject({ [KEYS[0]]: 'One (mine)', [KEYS[1]]: 'Two (theirs)' });
  });
});
