import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../schemas';
import { ATTENDEE_FIELDS, COMPANY_FIELDS, SESSION_FIELDS, SPEAKER_FIELDS } from './entity-fields.test-helpers';
import { DEMO_PAGE_NAMES, generateDemo, resolvePhase } from './index';

const demo = generateDemo();

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

describe('generateDemo', () => {
  it('is deterministic: two runs are deep-equal and hash to the snapshot', () => {
    const again = generateDemo();
    expect(again).toEqual(demo);
    expect(hashOf(again)).toBe(hashOf(demo));
    expect(hashOf(demo)).toMatchSnapshot();
  });

  it('changes with the seed', () => {
    const other = generateDemo({ seed: 7 });
    expect(other.sessions.map((s) => s.title)).not.toEqual(demo.sessions.map((s) => s.title));
  });

  it('has the demo sizes', () => {
    expect(demo.sessions).toHaveLength(400);
    expect(demo.speakers).toHaveLength(250);
    expect(demo.companies).toHaveLength(60);
    // 2,000 generated attendees and the three attendee personas of the development sign-in.
    expect(demo.attendees).toHaveLength(2003);
    expect(demo.attendees.filter((a) => a.userId.startsWith('cms-')).map((a) => a.attendeeId)).toEqual(['att-attendee', 'att-inperson', 'att-exhibitor']);
  });

  it('generates in well under a second', () => {
    const start = performance.now();
    generateDemo({ seed: 99 });
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('gives every entity every field of the spec', () => {
    const missing = (rows: readonly object[], fields: string[]) =>
      rows.flatMap((row) => fields.filter((f) => !(f in row) || (row as Record<string, unknown>)[f] === undefined));
    expect(missing(demo.sessions, SESSION_FIELDS)).toEqual([]);
    expect(missing(demo.speakers, SPEAKER_FIELDS)).toEqual([]);
    expect(missing(demo.companies, COMPANY_FIELDS)).toEqual([]);
    expect(missing(demo.attendees, ATTENDEE_FIELDS)).toEqual([]);
    expect(demo.companies.some((c) => c.offers.length > 0 && c.offers.every((o) => o.offerTitle && o.offerLinkUrl.startsWith('https://')))).toBe(true);
    expect(demo.attendees[0]?.participationType).toEqual({ logicalValue: expect.any(String), displayValue: expect.any(String) });
  });

  it('has unique ids and codes', () => {
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(demo.sessions.map((s) => s.sessionId))).toBe(true);
    expect(unique(demo.sessions.map((s) => s.sessionCode))).toBe(true);
    expect(unique(demo.speakers.map((s) => s.speakerId))).toBe(true);
    expect(unique(demo.companies.map((c) => c.companyId))).toBe(true);
    expect(unique(demo.attendees.map((a) => a.attendeeId))).toBe(true);
  });

  it('links sessions to real speakers, sessions and companies; every speaker speaks', () => {
    const speakerIds = new Set(demo.speakers.map((s) => s.speakerId));
    const codes = new Set(demo.sessions.map((s) => s.sessionCode));
    const companyIds = new Set(demo.companies.map((c) => c.companyId));
    const speaking = new Set<string>();
    for (const s of demo.sessions) {
      expect(s.speakerIds.length).toBeGreaterThan(0);
      for (const id of s.speakerIds) {
        expect(speakerIds.has(id), id).toBe(true);
        speaking.add(id);
      }
      for (const code of [...s.relatedSessionCodes, ...s.repeatedSessions]) expect(codes.has(code)).toBe(true);
      if (s.sponsorId !== null) expect(companyIds.has(s.sponsorId)).toBe(true);
    }
    expect(speaking.size).toBe(demo.speakers.length);
    for (const sp of demo.speakers) expect(companyIds.has(sp.companyId)).toBe(true);
  });

  it('spreads sessions over the three days, with types, levels and rooms', () => {
    const days = new Set(demo.sessions.filter((s) => s.startDateTime).map((s) => s.startDateTime!.slice(0, 10)));
    // Evening sessions in Seattle end after midnight UTC, so count the local dates of starts.
    expect([...days].sort()).toEqual(['2027-05-18', '2027-05-19', '2027-05-20']);
    expect(new Set(demo.sessions.map((s) => s.sessionType.displayValue))).toEqual(
      new Set(['Breakout', 'Keynote', 'Hands-on Lab', 'Theater', 'Roundtable']),
    );
    expect(new Set(demo.sessions.map((s) => s.sessionLevel.logicalValue))).toEqual(new Set(['100', '200', '300', '400']));
    for (const s of demo.sessions) {
      expect(s.roomId).toBeTruthy();
      if (s.sessionTypeLogical === 'hands-on-lab') expect(s.startDateTime).toBeNull();
      else expect(Date.parse(s.endDateTime!) - Date.parse(s.startDateTime!)).toBe(s.durationInMinutes * 60_000);
    }
  });

  it('never double-books a room', () => {
    const scheduled = demo.sessions.filter((s) => s.startDateTime);
    for (const a of scheduled) {
      for (const b of scheduled) {
        if (a === b || a.roomId !== b.roomId) continue;
        const overlap = a.startDateTime! < b.endDateTime! && b.startDateTime! < a.endDateTime!;
        expect(overlap, `${a.sessionCode} and ${b.sessionCode} in ${a.roomId}`).toBe(false);
      }
    }
  });

  it('derives time-dependent flags from now', () => {
    const live = generateDemo({ now: '2027-05-18T16:30:00Z' });
    const keynote = live.sessions.find((s) => s.sessionCode === 'KEY101');
    expect(keynote?.isStreaming).toBe(true);
    expect(demo.sessions.find((s) => s.sessionCode === 'KEY101')?.isStreaming).toBe(false);
    const after = generateDemo({ now: '2027-06-01T00:00:00Z' });
    expect(after.sessions.find((s) => s.sessionCode === 'KEY101')?.hasFinishedStreaming).toBe(true);
    expect(after.sessions.filter((s) => s.isCapacityControlled).every((s) => s.hasRsvpOpened)).toBe(true);
    // Entities other than the time flags do not depend on now.
    expect(after.speakers).toEqual(demo.speakers);
  });

  it('has three phases, resolved from a given now', () => {
    expect(demo.phases.map((p) => p.id)).toEqual(['pre-event', 'live', 'post-event']);
    expect(resolvePhase(demo.phases, '2026-08-01T00:00:00Z')?.id).toBe('pre-event');
    expect(resolvePhase(demo.phases, '2027-05-18T07:59:59Z')?.id).toBe('pre-event');
    expect(resolvePhase(demo.phases, '2027-05-18T08:00:00Z')?.id).toBe('live');
    expect(resolvePhase(demo.phases, '2027-05-21T00:00:00Z')?.id).toBe('post-event');
    expect(resolvePhase([], '2027-05-21T00:00:00Z')).toBeUndefined();
    for (const env of ENVIRONMENTS) expect(demo.settings[env].eventPhases).toEqual(demo.phases);
  });
});

describe('demo pages', () => {
  it('has a layout for every environment x page x phase, with matching ids', () => {
    expect(DEMO_PAGE_NAMES.length).toBeGreaterThanOrEqual(30);
    for (const name of ['home', 'sessions', 'speakers', 'sponsors', 'schedule', 'map', 'get-help', 'coming-soon', 'mobile-experience']) {
      expect(DEMO_PAGE_NAMES).toContain(name);
    }
    expect(demo.pages).toHaveLength(3 * 3 * DEMO_PAGE_NAMES.length);
    const ids = new Set(demo.pages.map((p) => `${p.environment}/${p.id}`));
    for (const env of ENVIRONMENTS) {
      for (const page of DEMO_PAGE_NAMES) for (const phase of demo.phases) expect(ids.has(`${env}/${page}--${phase.id}`)).toBe(true);
    }
    for (const p of demo.pages) expect(p.id).toBe(`${p.page}--${p.phase}`);
  });

  it('differs by phase on every page', () => {
    for (const env of ENVIRONMENTS) {
      for (const page of DEMO_PAGE_NAMES) {
        const bodies = demo.phases.map((phase) => {
          const doc = demo.pages.find((p) => p.environment === env && p.page === page && p.phase === phase.id);
          return JSON.stringify(doc?.components);
        });
        expect(new Set(bodies).size, `${env} ${page}`).toBe(3);
      }
    }
  });

  it('gives home the phase-typical blocks and at least ten block types', () => {
    const home = (phase: string) => demo.pages.find((p) => p.environment === 'prod' && p.id === `home--${phase}`)!;
    const types = (phase: string) => new Set(home(phase).components.map((c) => c.component));
    for (const phase of ['pre-event', 'live', 'post-event']) expect(types(phase).size).toBeGreaterThanOrEqual(10);
    expect([...types('pre-event')]).toEqual(expect.arrayContaining(['countdown', 'headerBanner', 'tabExplorer', 'drawer', 'randomizer']));
    expect([...types('live')]).toEqual(expect.arrayContaining(['happeningNow', 'studioPlayer', 'videoHero']));
    expect([...types('post-event')]).toEqual(expect.arrayContaining(['cardScroller', 'heroImageBlade']));
    expect([...types('live')]).not.toContain('countdown');
  });

  it('nests children in containers, with tab slots naming real tabs', () => {
    for (const doc of demo.pages) {
      const byId = new Map(doc.components.map((c) => [c.componentId, c]));
      for (const c of doc.components) {
        expect(c.componentId).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
        if (c.parentId == null) continue;
        const parent = byId.get(c.parentId);
        expect(parent, `${doc.id} ${c.componentId}`).toBeDefined();
        if (parent?.component === 'tabExplorer') {
          const tabs = (parent.props as { tabs: { id: string }[] }).tabs.map((t) => t.id);
          expect(tabs).toContain(c.slot);
        }
      }
      expect(byId.size).toBe(doc.components.length);
    }
    const home = demo.pages.find((p) => p.environment === 'cont' && p.id === 'home--pre-event')!;
    for (const container of ['explore', 'faq', 'testimonials']) {
      expect(home.components.filter((c) => c.parentId === container).length).toBeGreaterThan(1);
    }
  });

  it('shows every visibility rule on home', () => {
    const home = demo.pages.find((p) => p.environment === 'cont' && p.id === 'home--pre-event')!;
    const props = home.components.map((c) => c.props as Record<string, unknown>);
    expect(props.some((p) => (p.requireScope as string[] | undefined)?.includes('inperson'))).toBe(true);
    expect(props.some((p) => (p.blockedScope as string[] | undefined)?.includes('event-tools'))).toBe(true);
    expect(props.some((p) => Array.isArray(p.requiresFeature) && p.requiresFeature.length > 0)).toBe(true);
    expect(props.some((p) => Array.isArray(p.requiresPhaseId) && p.requiresPhaseId.length > 0)).toBe(true);
    expect(props.some((p) => p.isDisabled === true)).toBe(true);
  });

  it('differs between environments where cont runs ahead', () => {
    const hero = (env: string) =>
      demo.pages.find((p) => p.environment === env && p.id === 'home--pre-event')!.components.find((c) => c.componentId === 'hero')!.props;
    expect(hero('cont')).not.toEqual(hero('prod'));
    expect(demo.settings.cont.features?.enableComponentPropertyBrowser).toBe(true);
    expect(demo.settings.uat.features?.enableComponentPropertyBrowser).toBe(true);
    expect(demo.settings.prod.features?.enableComponentPropertyBrowser).toBe(false);
  });
});

describe('demo settings', () => {
  it('have menus with language-prefixed routes, three languages with 12 and 24 hour clocks', () => {
    for (const env of ENVIRONMENTS) {
      const s = demo.settings[env];
      const hrefs = [...(s.menus?.anonymousNavigation ?? []), ...(s.menus?.authenticatedNavigation ?? [])].map((m) => m.href);
      expect(hrefs).toContain('/en/sessions');
      expect(s.menus?.attendeeProfileNavigation?.length).toBeGreaterThan(0);
      expect(s.languages?.map((l) => [l.langLocale, l.timeFormat])).toEqual([
        ['en-US', 12],
        ['de-DE', 24],
        ['ja-JP', 24],
      ]);
      expect(Object.values(s.features ?? {}).filter((v) => v === false).length).toBeGreaterThan(0);
      expect(s.scopedFeatureOverrides?.length).toBeGreaterThan(0);
    }
  });
});

describe('demo settings: the chrome of every page follows the phase ("Banners ignore the phase")', () => {
  type Bar = { content?: string; hyperlink?: string; enabled?: boolean; phaseBars?: (Bar & { phases: string[] })[] };
  const barIn = (bar: Bar | undefined, phase: string) => bar?.phaseBars?.find((b) => b.phases.includes(phase)) ?? bar;
  const english = (env: string, key: string) => demo.translations.find((t) => t.environment === env && t.locale === 'en-US' && t.key === key)?.content;

  it("says in the live phase what home's own bar says (doors open), and asks to register before the event only", () => {
    for (const env of ENVIRONMENTS) {
      const bar = demo.settings[env].announcementBar as Bar | undefined;
      const home = demo.pages.find((p) => p.environment === env && p.page === 'home' && p.phase === 'live');
      const homeBar = home?.components.find((c) => c.component === 'announcementBar');
      const homeText = english(env, String(homeBar?.props.content));
      expect(homeText).toBe('Doors open at 7:30 am. Bring your badge.');
      expect(english(env, String(barIn(bar, 'live')?.content))).toBe(homeText);
      expect(barIn(bar, 'live')?.hyperlink).toBe(homeBar?.props.hyperlink);
      expect(barIn(bar, 'pre-event')?.hyperlink).toBe('/en/get-started');
      for (const phase of ['live', 'post-event']) {
        expect(barIn(bar, phase)?.hyperlink).not.toBe('/en/get-started');
        expect(english(env, String(barIn(bar, phase)?.content))).not.toContain('Early-bird');
      }
    }
  });

  it("assigns the catalog's Register banner before the event only: none while live (the search leads), one without Register after", () => {
    for (const env of ENVIRONMENTS) {
      const banners = demo.settings[env].banners as {
        headerBanners: { identifier: string; buttons?: { url?: string }[] }[];
        headerBannerAssignments: { pages: string[]; bannerIdentifier: string; phases?: string[] }[];
      };
      const bannerOf = (phase: string) => {
        const a = banners.headerBannerAssignments.find((x) => x.pages.includes('sessions') && (!x.phases?.length || x.phases.includes(phase)));
        return banners.headerBanners.find((b) => b.identifier === a?.bannerIdentifier);
      };
      expect(bannerOf('pre-event')?.buttons?.map((b) => b.url)).toEqual(['/en/get-started']);
      expect(bannerOf('live')).toBeUndefined();
      expect(bannerOf('post-event')).toBeDefined();
      expect((bannerOf('post-event')?.buttons ?? []).some((b) => b.url === '/en/get-started')).toBe(false);
    }
  });
});

describe('demo translations', () => {
  const KEY_RULE = /^translate\.[A-Za-z0-9.-]+$/;

  it('keys follow the translate.* rule, in en-US, de-DE and ja-JP of every environment', () => {
    for (const row of demo.translations) expect(row.key).toMatch(KEY_RULE);
    const combos = new Set(demo.translations.map((r) => `${r.environment}/${r.language}/${r.locale}/${r.namespace}`));
    // The content's keys (common) in every language; the blocks' UI words (a namespace per feature) in German and
    // Japanese only: their English is beside the components.
    const common = [...combos].filter((c) => c.endsWith('/common'));
    expect(common.sort()).toEqual(['cont', 'prod', 'uat'].flatMap((env) => [`${env}/de/de-DE/common`, `${env}/en/en-US/common`, `${env}/ja/ja-JP/common`]));
    const namespaces = (prefix: string) => [...combos].filter((c) => c.startsWith(prefix)).map((c) => c.slice(prefix.length)).sort();
    expect(namespaces('prod/en/en-US/')).toEqual(['common']);
    for (const env of ENVIRONMENTS) {
      expect(namespaces(`${env}/de/de-DE/`).length, env).toBeGreaterThan(10);
      expect(namespaces(`${env}/ja/ja-JP/`), env).toEqual(namespaces(`${env}/de/de-DE/`));
    }
    const seen = new Set<string>();
    for (const r of demo.translations) {
      const id = `${r.environment}/${r.locale}/${r.key}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
      expect(r.content.length).toBeGreaterThan(0);
    }
  });

  it('translate every translate.* string that pages and settings use, in every language', () => {
    const used = (value: unknown, out: Set<string>): Set<string> => {
      if (typeof value === 'string' && value.startsWith('translate.')) out.add(value);
      else if (Array.isArray(value)) for (const v of value) used(v, out);
      else if (value && typeof value === 'object') for (const v of Object.values(value)) used(v, out);
      return out;
    };
    for (const env of ENVIRONMENTS) {
      const keys = used(demo.settings[env], used(demo.pages.filter((p) => p.environment === env), new Set()));
      for (const locale of ['en-US', 'de-DE', 'ja-JP']) {
        const have = new Set(demo.translations.filter((r) => r.environment === env && r.locale === locale).map((r) => r.key));
        const missing = [...keys].filter((k) => !have.has(k));
        expect(missing, `${env} ${locale}`).toEqual([]);
        for (const k of keys) expect(k).toMatch(KEY_RULE);
      }
    }
  });

  it('German differs from English', () => {
    const text = (locale: string) => demo.translations.find((r) => r.environment === 'prod' && r.locale === locale && r.key === 'translate.nav.home')?.content;
    expect(text('en-US')).toBe('Home');
    expect(text('de-DE')).toBe('Startseite');
  });
});

describe('content pages and routes', () => {
  const pageOf = (env: string, id: string) => demo.pages.find((p) => p.environment === env && p.id === id);
  const texts = (locale: string) => new Map(demo.translations.filter((r) => r.environment === 'prod' && r.locale === locale).map((r) => [r.key, r.content]));

  it('give the code of conduct, accessibility, install and map pages sections of their own, not only the phase note', () => {
    const en = texts('en-US');
    const de = texts('de-DE');
    const expected: Record<string, string[]> = {
      'code-of-conduct': ['Our commitment', 'What we expect', 'What is not acceptable', 'How to report', 'What happens next', 'Consequences'],
      accessibility: ['At the venue', 'Online and on this site', 'Known limitations', 'Ask for what you need'],
      install: ['What installing means', 'On an Android phone', 'On an iPhone or iPad', 'On a computer', 'Removing the app'],
    };
    for (const phase of ['pre-event', 'live', 'post-event']) {
      for (const [page, headings] of Object.entries(expected)) {
        // Each section is rich text that opens with its level-two heading.
        const sections = pageOf('prod', `${page}--${phase}`)!.components.filter((c) => c.component === 'sectionHeading' && /\.body$/.test(String((c.props as { body?: string }).body)));
        const bodies = sections.map((c) => (c.props as { body: string }).body);
        expect(bodies.map((b) => /^<h2>([^<]+)<\/h2>/.exec(en.get(b) ?? '')?.[1]), `${page} ${phase}`).toEqual(headings);
        for (const body of bodies) {
          expect(en.get(body)!.length, body).toBeGreaterThan(150);
          expect(de.get(body), body).toMatch(/^<h2>/);
          expect(de.get(body), body).not.toBe(en.get(body));
        }
      }
    }
    // The intro under the title is the page's own, not the placeholder phase note.
    expect(en.get('translate.code-of-conduct.live')).toMatch(/^Nimbus 2027 is for everyone who builds software/);
    expect(en.get('translate.accessibility.live')).not.toBe(en.get('translate.get-help.live'));
    expect(en.get('translate.code-of-conduct.report.body')).toContain('mailto:safety@nimbusconf.example.com');
  });

  it('write the texts of home, the catalog and the schedule as keys, so German and Japanese pages are not half English', () => {
    const en = texts('en-US');
    const de = texts('de-DE');
    const ja = texts('ja-JP');
    const propsOf = (id: string, type: string) => pageOf('prod', id)!.components.find((c) => c.component === type)!.props as Record<string, unknown>;
    const shown = (key: unknown) => [en.get(String(key)), de.get(String(key))];
    expect(shown(propsOf('sessions--pre-event', 'sessionCatalog').heading)).toEqual(['Browse the sessions', 'Sessions durchsuchen']);
    expect(shown(propsOf('schedule--live', 'mySchedule').heading)).toEqual(['Your plan for the event', 'Ihr Plan für die Veranstaltung']);
    expect(en.get(String(propsOf('sponsors--live', 'companyDirectory').heading))).toBe('All sponsors');
    expect(en.get(String(propsOf('experts--live', 'speakerDirectory').searchLabel))).toBe('Search experts');
    expect(en.get(String(propsOf('attendees--live', 'attendeeDirectory').heading))).toBe('Find attendees');
    // The agenda's own items are keys; the keynotes' titles are the sessions' (event content in its own language).
    const items = propsOf('home--pre-event', 'agenda').items as { description: string; speaker?: string }[];
    const keynotes = new Set(demo.sessions.filter((s) => s.sessionTypeLogical === 'keynote').map((s) => s.title));
    const own = items.filter((i) => !keynotes.has(i.description));
    expect(own.map((i) => en.get(i.description))).toEqual(['Registration and breakfast', 'Attendee celebration at the waterfront']);
    expect(items.filter((i) => i.speaker).map((i) => en.get(i.speaker!))).toContain('Nimbus leadership');
    for (const key of [...own.map((i) => i.description), ...items.flatMap((i) => (i.speaker ? [i.speaker] : []))]) {
      expect(de.get(key), key).not.toBe(en.get(key));
      expect(ja.get(key), key).toBeTruthy();
    }
    // Every page's document title and description: a key, or the event's name (the same in every language).
    for (const page of demo.pages) {
      for (const meta of page.components.filter((c) => c.component === 'pageMeta')) {
        const { title, description } = meta.props as { title?: string; description?: string };
        for (const text of [title, description]) if (text !== undefined && text !== 'Nimbus Developer Conference 2027') expect(text, page.id).toMatch(/^translate\.[A-Za-z0-9.-]+$/);
      }
    }
    expect(en.get('translate.sessions.meta.title')).toBe('Session catalog | Nimbus 2027');
    expect(de.get('translate.sessions.meta.title')).toBe('Sessionkatalog | Nimbus 2027');
  });

  it('show the venue plan on /map, drawn from the rooms, with one settings pin per room on the plan', () => {
    const map = pageOf('prod', 'map--live')!;
    const plan = map.components.find((c) => c.component === 'heroImageBlade')!.props as { assetData: { image: string; imageAltText: string } };
    expect(plan.assetData.image).toMatch(/^data:image\/svg\+xml,/);
    expect(plan.assetData.image.length).toBeLessThanOrEqual(8192);
    expect(texts('en-US').get(plan.assetData.imageAltText)).toMatch(/^Floor plan of the Arch building/);
    const svg = decodeURIComponent(plan.assetData.image.slice('data:image/svg+xml,'.length));
    for (const label of ['Main Stage', '401', '410', 'Learning Zone', 'Theater 4', 'Registration', 'Entrance']) expect(svg).toContain(`>${label}<`);
    for (const env of ENVIRONMENTS) {
      const settings = demo.settings[env].map!;
      expect(settings.mapUrl).toBe(plan.assetData.image);
      const pins = settings.pins ?? [];
      // Every room that sessions use has its pin, found by the session's roomId and location.
      for (const s of demo.sessions) {
        const pin = pins.find((p) => p.id === s.roomId);
        expect(pin?.location, s.sessionCode).toBe(s.location);
      }
      for (const p of pins) {
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(100);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(100);
      }
      expect(new Set(pins.map((p) => `${p.x},${p.y}`)).size).toBe(pins.length);
    }
    expect(pageOf('cont', 'interactive-map--live')!.components.map((c) => c.component)).toContain('interactiveMap');
  });

  it('link the live-now ticker editor (a tool of editors) from no menu of visitors or page, and the chat-only /globalchat from no menu', () => {
    const hrefs = (items: readonly { href?: string; subMenu?: readonly unknown[] }[] = []): string[] =>
      items.flatMap((i) => [i.href ?? '', ...hrefs((i.subMenu ?? []) as { href?: string }[])]);
    for (const env of ENVIRONMENTS) {
      const s = demo.settings[env];
      const all = [
        ...hrefs(s.menus?.anonymousNavigation),
        ...hrefs(s.menus?.authenticatedNavigation),
        ...hrefs(s.menus?.attendeeProfileNavigation),
        ...hrefs(s.menus?.footerNavigation),
        ...hrefs(s.tabNavigation),
      ];
      expect(all.length).toBeGreaterThan(10);
      expect(all.filter((h) => /globalchat|live-now-ticker-editor/.test(h)), env).toEqual([]);
      expect(JSON.stringify(demo.pages.filter((p) => p.environment === env))).not.toMatch(/live-now-ticker-editor/);
    }
  });
});
