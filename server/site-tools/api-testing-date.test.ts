// POST /siteeditor/testing-date: the server test date is a content-editor tool (docs/behaviour/roles-and-flags.md), so it has
// its own route that writes testingDate only, hash-checked like every settings write.
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestServer } from '../test-app.js';

const server = openTestServer();
let editor: Record<string, string>;

beforeAll(async () => {
  editor = await server.headersOf('contenteditor');
});

const publicSettings = async () =>
  (await server.app.inject({ url: '/api/settings' })).json() as { testingDate: string | null; currentPhaseId: string; hash: string; allowLogOn: boolean };

describe('POST /siteeditor/testing-date', () => {
  it('lets a content editor set and clear the testing date for everyone, with a changelog entry', async () => {
    const before = await publicSettings();
    expect(before.testingDate).toBeNull();
    expect(before.currentPhaseId).toBe('pre-event');
    const set = await server.app.inject({
      method: 'POST', url: '/api/siteeditor/testing-date', headers: editor,
      payload: { testingDate: '2027-05-19T10:00:00.000Z', originalHash: before.hash },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ environment: 'cont', testingDate: '2027-05-19T10:00:00.000Z', changed: true });
    const during = await publicSettings();
    expect(during).toMatchObject({ testingDate: '2027-05-19T10:00:00.000Z', currentPhaseId: 'live', allowLogOn: before.allowLogOn });

    const site = await server.headersOf('siteeditor');
    const log = ((await server.app.inject({ url: '/api/changelog/site-settings', headers: site })).json() as { entries: { Changes: { Field: string }[] }[] }).entries;
    expect(log[0]?.Changes.map((c) => c.Field)).toEqual(['testingDate']);

    const clear = await server.app.inject({
      method: 'POST', url: '/api/siteeditor/testing-date', headers: editor,
      payload: { testingDate: null, originalHash: during.hash },
    });
    expect(clear.json()).toEqual({ environment: 'cont', testingDate: null, changed: true });
    expect((await publicSettings()).currentPhaseId).toBe('pre-event');
  });

  it('refuses a stale hash with the settings conflict and changes nothing', async () => {
    const before = await publicSettings();
    const res = await server.app.inject({
      method: 'POST', url: '/api/siteeditor/testing-date', headers: editor,
      payload: { testingDate: '2027-05-19T10:00:00.000Z', originalHash: 'stale' },
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { code: string }).code).toBe('translate.base.error.site-settings.conflict');
    expect((await publicSettings()).hash).toBe(before.hash);
  });

  it('refuses anything but a date-time or null, and writes no other settings key', async () => {
    const { hash, allowLogOn } = await publicSettings();
    const bad = await server.app.inject({
      method: 'POST', url: '/api/siteeditor/testing-date', headers: editor, payload: { testingDate: 'next tuesday', originalHash: hash },
    });
    expect(bad.statusCode).toBe(400);
    // Keys the body does not declare are refused (write routes validate strictly), never written.
    const extra = await server.app.inject({
      method: 'POST', url: '/api/siteeditor/testing-date', headers: editor,
      payload: { testingDate: null, originalHash: hash, allowLogOn: !allowLogOn },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'translate.base.error.bad-request' });
    expect(await publicSettings()).toMatchObject({ hash, allowLogOn });
  });

  it('is refused to attendees', async () => {
    const attendee = await server.headersOf('attendee');
    const { hash } = await publicSettings();
    const res = await server.app.inject({
      method: 'POST', url: '/api/siteeditor/testing-date', headers: attendee, payload: { testingDate: null, originalHash: hash },
    });
    expect(res.statusCode).toBe(403);
  });
});
