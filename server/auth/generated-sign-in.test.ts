// Benches sign in the demo's generated attendees (generated-sign-in.ts): each gets a session of the site, and the
// server takes their token as that attendee, sees their meetings, and forgets it at sign-out like any other.
import { afterAll, describe, expect, it } from 'vitest';
import { storePerFile } from '../../test-support/store-per-file.js';
import { bearer, generateDemo, signInGenerated, TEST_NOW, TEST_SIGNING_SECRET, testApp, testConfig } from '../test-support.js';

const store = storePerFile(generateDemo({ attendees: 12, sessions: 20, activity: true }), 120_000);
let app: Awaited<ReturnType<typeof testApp>> | undefined;
afterAll(async () => app?.close());

describe('signing in generated attendees', () => {
  it('gives each a token the server takes as them, until they sign out', async () => {
    app = await testApp(store.db);
    const [first, second] = await signInGenerated(store.db, TEST_SIGNING_SECRET, testConfig().auth, 2, TEST_NOW);
    expect([first?.userId, second?.userId]).toEqual(['usr-00001', 'usr-00002']);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(first!.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ cmsId: 'usr-00001', scopes: expect.arrayContaining(['inperson']) });
    // Their own meetings: two organised (DEMO_ACTIVITY), so the meetings list is theirs and not a persona's.
    const meetings = await app.inject({ method: 'GET', url: '/api/meetings', headers: bearer(second!.token) });
    expect(meetings.statusCode).toBe(200);
    expect(JSON.stringify(meetings.json())).toContain('usr-00002');
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(first!.token) });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(first!.token) })).statusCode).toBe(401);
  });
});
