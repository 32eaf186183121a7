// The event guide's content routes answer their content in the server's HTML (not the one-sentence phase
// note), the interactive map opens on the room of ?sc= with its pin chosen, and /install is a page in the live
// phase. Through the real app on the
// demo data and the real page renderer (built from app/server-entry.tsx with Vite before the tests).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemo } from '../demo/index.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { createTestStore, testApp, type TestStore } from '../test-support.js';
import { rendererSite } from './renderer-site.test-helpers.js';

const site = rendererSite('ssr-content-test');
const { siteDir } = site;
/** The second day of the event, 1 pm in Seattle: the live phase. */
const LIVE = new Date('2027-05-19T20:00:00Z');
/** The phase note the pages showed instead of content. */
const LIVE_NOTE = 'Nimbus 2027 is live. Everything on this page is updated throughout the day.';

const demo = generateDemo();
let store: TestStore;
let app: FastifyInstance;
let cookie = '';

beforeAll(async () => {
  site.build();
  store = await createTestStore(demo);
  app = await testApp(store.db, { siteDir }, () => LIVE);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'attendee' } });
  cookie = `${SESSION_COOKIE}=${(signIn.json() as { token: string }).token}`;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await store?.drop();
  site.remove();
});

const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');

describe('content routes in the live phase', () => {
  it('answer the code of conduct, accessibility statement, install guide and venue map, not the phase note', async () => {
    const expected: Record<string, string[]> = {
      '/en/code-of-conduct': ['Code of conduct', 'How to report', 'safety@nimbusconf.example.com', 'The safety team is on call now'],
      '/en/accessibility': ['Accessibility', 'At the venue', 'Known limitations', 'WCAG) 2.2 at level AA'],
      '/en/install': ['Install the app', 'What installing means', 'Add to Home Screen', 'Removing the app'],
      '/en/map': ['Venue map', 'What is where', 'breakout rooms 401 to 410', 'Open the interactive map'],
      '/de/code-of-conduct': ['Verhaltenskodex', 'So melden Sie einen Vorfall'],
    };
    for (const [url, parts] of Object.entries(expected)) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const body = text(res.body);
      for (const part of parts) expect(body, `${url}: ${part}`).toContain(part);
      expect(body, url).not.toContain(LIVE_NOTE);
      expect(body, url).not.toContain('Page not found');
    }
    const map = await app.inject({ url: '/en/map' });
    expect(map.body).toMatch(/<img[^>]+src="data:image\/svg\+xml,[^"]+"[^>]+alt="Floor plan of the Arch building/);
  });

  it("open the interactive map on the room of ?sc= with its pin chosen (signed in: rooms are not shown to anonymous visitors)", async () => {
    const session = demo.sessions.find((s) => s.roomId?.startsWith('room-4') && s.startDateTime !== null)!;
    const res = await app.inject({ url: `/en/interactive-map?sc=${session.sessionCode}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const pressed = [...res.body.matchAll(/<button[^>]*aria-pressed="true"[^>]*data-pin="([^"]+)"/g)].map((m) => m[1]);
    expect(pressed).toEqual([session.roomId]);
    expect(text(res.body)).toContain(session.title);
    expect(res.body).toContain(`href="/en/sessions/${session.sessionCode}"`);
    // Every room and service is a pin button.
    expect(res.body.match(/class="imap__pin[ "]/g)).toHaveLength(demo.settings.cont.map!.pins!.length);

    const anonymous = await app.inject({ url: `/en/interactive-map?sc=${session.sessionCode}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain('aria-pressed="true"');
    expect(text(anonymous.body)).toContain('Sign in to see where');

    const byLocation = await app.inject({ url: `/en/interactive-map?nto=Registration` });
    expect([...byLocation.body.matchAll(/aria-pressed="true"[^>]*data-pin="([^"]+)"/g)].map((m) => m[1])).toEqual(['registration']);
  });
});
