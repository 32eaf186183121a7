// "No lost work" for site settings: a save read before someone else saved is merged with their save field
// by field (the three-way merge of server/content/merge.ts); only a field both changed is a 409 listing it, and force
// means mine wins on those fields only, never the editor's stale copy of the others.
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestServer } from '../test-app.js';

const server = openTestServer();
let site: Record<string, string>;

interface Stored {
  settings: Record<string, unknown>;
  hash: string;
}

const read = async (): Promise<Stored> => (await server.app.inject({ url: '/api/siteeditor?env=cont', headers: site })).json() as Stored;
const save = (payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url: '/api/siteeditor', headers: site, payload: { environment: 'cont', ...payload } });
const features = (s: Stored) => s.settings.features as Record<string, boolean>;
const lastEntry = async () =>
  ((await server.app.inject({ url: '/api/changelog/site-settings?env=cont', headers: site })).json() as { entries: { Forced: boolean; Merged: boolean; Changes: { Field: string }[] }[] }).entries[0]!;

beforeAll(async () => {
  site = await server.headersOf('siteeditor');
});

describe('settings saves from a stale read', () => {
  it('keep what others saved in other fields, even inside the same object', async () => {
    const a = await read();
    // B saves one setting and one feature flag.
    const b = await save({ changes: { allowLogOn: false, features: { ...features(a), showMeetings: true } }, originalHash: a.hash });
    expect(b.statusCode, b.body).toBe(200);
    // A, still on the first read, changes another flag of the same object.
    const res = await save({ changes: { features: { ...features(a), enableFavorites: false } }, originalHash: a.hash });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read();
    expect(after.settings.allowLogOn).toBe(false);
    expect(features(after)).toMatchObject({ showMeetings: true, enableFavorites: false });
    expect(await lastEntry()).toMatchObject({ Merged: true, Forced: false });
  });

  it('answer 409 with the fields both changed (before, theirs, mine) and write nothing', async () => {
    const a = await read();
    expect((await save({ changes: { testingDate: '2027-05-19T10:00:00Z' }, originalHash: a.hash })).statusCode).toBe(200);
    const theirs = await read();
    const res = await save({ changes: { testingDate: '2027-05-20T10:00:00Z', allowLogOn: true }, originalHash: a.hash });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'translate.base.error.site-settings.conflict',
      details: {
        currentHash: theirs.hash,
        fields: [{ componentId: 'settings', path: 'testingDate', base: a.settings.testingDate, theirs: '2027-05-19T10:00:00Z', mine: '2027-05-20T10:00:00Z' }],
      },
    });
    expect((await read()).hash).toBe(theirs.hash);

    // The editor keeps theirs on that field: their value stays and the editor's other change lands.
    const resolved = await save({ changes: { testingDate: '2027-05-20T10:00:00Z', allowLogOn: true }, originalHash: a.hash, resolutions: { settings: { testingDate: 'theirs' } } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await read()).settings).toMatchObject({ testingDate: '2027-05-19T10:00:00Z', allowLogOn: true });
  });

  it('with force: mine wins on the field both changed, marked forced and merged in the changelog', async () => {
    const a = await read();
    expect((await save({ changes: { testingDate: '2027-05-18T09:00:00Z' }, originalHash: a.hash })).statusCode).toBe(200);
    const mine = { testingDate: '2027-05-21T09:00:00Z', features: { ...features(a), enableFavorites: !features(a).enableFavorites } };
    expect((await save({ changes: mine, originalHash: a.hash })).statusCode).toBe(409);
    const forced = await save({ changes: mine, originalHash: a.hash, force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const after = await read();
    expect(after.settings.testingDate).toBe('2027-05-21T09:00:00Z');
    expect(features(after).enableFavorites).toBe(!features(a).enableFavorites);
    expect(await lastEntry()).toMatchObject({ Forced: true, Merged: true });
  });

  it('with force after a conflict, keep the fields only others changed (the stale form does not revert them)', async () => {
    const a = await read();
    // B changes testingDate and one flag.
    const b = await save({ changes: { testingDate: '2027-05-19T12:00:00Z', features: { ...features(a), showMeetings: !features(a).showMeetings } }, originalHash: a.hash });
    expect(b.statusCode).toBe(200);
    // A changed testingDate too, and sends its (stale) features object with another flag changed.
    const forced = await save({
      changes: { testingDate: '2027-05-20T12:00:00Z', features: { ...features(a), enableFavorites: !features(a).enableFavorites } },
      originalHash: a.hash,
      force: true,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    const after = await read();
    expect(after.settings.testingDate).toBe('2027-05-20T12:00:00Z');
    // B's flag survives A's force; A's own flag lands.
    expect(features(after).showMeetings).toBe(!features(a).showMeetings);
    expect(features(after).enableFavorites).toBe(!features(a).enableFavorites);
  });
});
