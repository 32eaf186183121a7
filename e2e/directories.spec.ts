// On the real built server: the speaker and company directories and their pages. An anonymous
// visitor browses the speakers, searches as they type (the box keeps focus, Back undoes the search), filters by
// company and pages; opens a speaker and their sessions; opens a sponsor's page with booth, website, offers,
// sessions and speakers; unknown ids answer 404 with a not-found state; every directory page (experts, exhibitors,
// partners, sponsor directory, partner stories) lists its companies; axe finds nothing; screenshots at 375, 1083
// and 1920 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DirectoryBlock, DirectoryDetailPage } from './pages';
import { axeViolations } from './support/axe';
import { signInAsPersona } from './support/session';
import { watchConsole } from './support/console';
import { shootWidths } from './support/screenshots';

const SHOTS = 'test-results/directories';

interface Speaker {
  speakerId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  companyId: string;
  photo: string;
  bio: string;
}
interface Company {
  companyId: string;
  name: string;
  kind: string;
  booth: string;
  website: string;
  offers: { offerTitle: string; offerLinkUrl: string }[];
}
interface SessionCard {
  sessionId: string;
  title: string;
  speakers: { speakerId: string }[];
}
interface List<T> {
  items: T[];
  total: number;
  pageCount: number;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

test('an anonymous visitor browses the speakers: search as you type, Back, company filter and paging', async ({ page, request }) => {
  const all = await api<List<Speaker>>(request, '/speaker?pageSize=1000');
  expect(all.items.every((s) => s.bio !== '' && s.photo !== '')).toBe(true);
  // The server's HTML already holds the first page of cards, and a link's state (page 2) too.
  const html = await (await request.get('/en/speakers?currentPage=2')).text();
  for (const s of all.items.slice(12, 24)) expect(html).toContain(s.displayName);
  const problems = watchConsole(page);
  const directory = new DirectoryBlock(page, 'All speakers', 'Search speakers');
  await directory.goto('/en/speakers');
  await expect(directory.count).toHaveText(plural(all.total, 'speaker', 'speakers'));
  expect(problems).toEqual([]);
  await expect(directory.cardNames).toHaveText(all.items.slice(0, 12).map((s) => s.displayName));
  const first = all.items[0]!;
  await expect(directory.card(first.displayName)).toContainText(first.jobTitle);
  await expect(directory.card(first.displayName)).toContainText(first.company);
  await shoot(page, 'speakers');

  // Search as you type: the results follow, the box keeps focus, the URL holds the search.
  const target = all.items[20]!;
  await directory.search.pressSequentially(target.lastName, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(target.lastName)}`));
  await expect(directory.cardLink(target.displayName)).toBeVisible();
  await expect(directory.search).toBeFocused();
  const matches = all.items.filter((s) => `${s.displayName} ${s.company} ${s.jobTitle} ${s.bio}`.toLowerCase().includes(target.lastName.toLowerCase()));
  expect(matches.length).toBeGreaterThan(0);

  // Back leaves the search: the full list and an empty box.
  await page.goBack();
  await expect(page).not.toHaveURL(/search=/);
  await expect(directory.search).toHaveValue('');
  await expect(directory.count).toHaveText(plural(all.total, 'speaker', 'speakers'));

  // Company filter.
  const ofCompany = all.items.filter((s) => s.companyId === target.companyId);
  await expect(directory.filter('Company').getByRole('option', { name: target.company, exact: true })).toHaveCount(1);
  await directory.filter('Company').selectOption(target.companyId);
  await expect(page).toHaveURL(new RegExp(`company=${target.companyId}`));
  await expect(directory.count).toHaveText(plural(ofCompany.length, 'speaker', 'speakers'));
  await expect(directory.cardNames).toHaveText(ofCompany.slice(0, 12).map((s) => s.displayName));
  await directory.filter('Company').selectOption('');

  // Paging: page 2 is a link, its URL a shareable state; a reload shows the same page from the server.
  await directory.pageLink(2).click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(directory.cardNames).toHaveText(all.items.slice(12, 24).map((s) => s.displayName));
  await page.reload({ waitUntil: 'networkidle' });
  await expect(directory.cardNames).toHaveText(all.items.slice(12, 24).map((s) => s.displayName));
  await expect(directory.pageLink(2)).toHaveAttribute('aria-current', 'page');

  expect(await axeViolations(page)).toEqual([]);
});

test("a visitor opens a speaker from the directory and follows one of their sessions", async ({ page, request }) => {
  const sessions = await api<List<SessionCard>>(request, '/session?pageSize=1000');
  const listed = new Map((await api<List<Speaker>>(request, '/speaker?pageSize=1000')).items.map((s) => [s.speakerId, s]));
  const speakerId = sessions.items.flatMap((s) => s.speakers.map((p) => p.speakerId)).find((id) => listed.has(id))!;
  const speaker = listed.get(speakerId)!;
  const detail = await api<{ sessions: SessionCard[] }>(request, `/speaker/${speakerId}`);
  expect(detail.sessions.length).toBeGreaterThan(0);

  // The server's HTML holds the speaker and the page's title.
  const html = await (await request.get(`/en/speakers/${speakerId}`)).text();
  expect(html).toContain(`<title>${speaker.displayName} | Speakers</title>`);

  const directory = new DirectoryBlock(page, 'All speakers', 'Search speakers');
  await directory.goto(`/en/speakers?search=${encodeURIComponent(speaker.displayName)}`);
  await directory.cardLink(speaker.displayName).click();
  await expect(page).toHaveURL(`/en/speakers/${speakerId}`);
  const profile = new DirectoryDetailPage(page);
  await expect(profile.title).toHaveText(speaker.displayName);
  await expect(page.getByRole('main')).toContainText(speaker.jobTitle);
  // Opened directly, the page hydrates from the server's HTML without a warning.
  const problems = watchConsole(page);
  await profile.goto(`/en/speakers/${speakerId}`);
  await expect(profile.title).toHaveText(speaker.displayName);
  expect(problems).toEqual([]);
  await expect(profile.section('About')).toContainText(speaker.bio.slice(0, 40));
  const list = profile.sessions();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(detail.sessions.map((s) => s.title));
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'speaker-detail');

  const session = detail.sessions[0]!;
  await list.getByRole('link', { name: session.title, exact: true }).click();
  await expect(page).toHaveURL(`/en/sessions/${session.sessionId}`);
  await page.goBack();
  await expect(profile.title).toHaveText(speaker.displayName);
  await profile.back('All speakers').click();
  await expect(page).toHaveURL('/en/speakers');
});

test("a visitor opens a sponsor's page: booth, website, offers, sessions and speakers", async ({ page, request }) => {
  const sponsors = await api<List<Company>>(request, '/sponsor?pageSize=1000');
  let chosen: { company: Company; sessions: SessionCard[]; speakers: Speaker[] } | undefined;
  for (const c of sponsors.items) {
    const d = await api<{ company: Company; sessions: SessionCard[]; speakers: Speaker[] }>(request, `/sponsor/${c.companyId}`);
    if (d.sessions.length > 0 && d.speakers.length > 0 && d.company.offers.length > 0) {
      chosen = d;
      break;
    }
  }
  expect(chosen).toBeTruthy();
  const { company } = chosen!;

  const directory = new DirectoryBlock(page, 'All sponsors', 'Search sponsors');
  await directory.goto('/en/sponsors');
  await expect(directory.count).toHaveText(plural(sponsors.total, 'sponsor', 'sponsors'));
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'sponsors');
  await directory.search.fill(company.name);
  await expect(page).toHaveURL(/search=/);
  await expect(directory.cardNames.first()).toHaveText(company.name);
  await directory.cardLink(company.name).click();
  await expect(page).toHaveURL(`/en/sponsors/${company.companyId}`);

  const profile = new DirectoryDetailPage(page);
  await expect(profile.title).toHaveText(company.name);
  await expect(profile.fact('Booth')).toHaveText(company.booth);
  const website = profile.fact('Website').getByRole('link');
  await expect(website).toHaveAttribute('href', new URL(company.website).href);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  for (const offer of company.offers) {
    await expect(profile.section('Offers').getByRole('link', { name: `${offer.offerTitle} (opens in a new window)` })).toHaveAttribute('href', offer.offerLinkUrl);
  }
  await expect(profile.sessions().getByRole('link')).toHaveCount(chosen!.sessions.length);
  const speakers = profile.section(/^Speakers/);
  for (const s of chosen!.speakers) await expect(speakers.getByRole('link', { name: s.displayName, exact: true })).toHaveAttribute('href', `/en/speakers/${s.speakerId}`);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'sponsor-detail');

  await speakers.getByRole('link', { name: chosen!.speakers[0]!.displayName, exact: true }).click();
  await expect(profile.title).toHaveText(chosen!.speakers[0]!.displayName);
});

test('unknown ids answer 404 with a not-found state and the way back', async ({ page, request }) => {
  for (const [path, heading, back] of [
    ['/en/speakers/spk-none', 'Speaker not found', 'All speakers'],
    ['/en/experts/spk-none', 'Speaker not found', 'All experts'],
    ['/en/sponsors/cmp-none', 'Sponsor not found', 'All sponsors'],
    ['/en/exhibitors/cmp-none', 'Exhibitor not found', 'All exhibitors'],
    ['/en/partners/cmp-none', 'Partner not found', 'All partners'],
  ] as const) {
    expect((await request.get(path)).status(), path).toBe(404);
    const profile = new DirectoryDetailPage(page);
    await profile.goto(path);
    await expect(profile.title).toHaveText(heading);
    await expect(profile.back(back)).toHaveAttribute('href', path.replace(/\/[^/]+$/, ''));
  }
  // An exhibitor's id on the sponsors route is not a sponsor.
  const exhibitor = (await api<List<Company>>(request, '/exhibitor')).items[0]!;
  expect((await request.get(`/en/sponsors/${exhibitor.companyId}`)).status()).toBe(404);
  expect((await request.get(`/en/exhibitors/${exhibitor.companyId}`)).status()).toBe(200);
});

test('experts, exhibitors, partners, the sponsor directory and partner stories list their people and companies', async ({ page, request }) => {
  const count = async (path: string) => (await api<List<unknown>>(request, path)).total;
  const pages = [
    { path: '/en/experts', region: 'Experts', search: 'Search experts', text: plural(await count('/speaker'), 'expert', 'experts') },
    { path: '/en/exhibitors', region: 'Exhibitors', search: 'Search exhibitors', text: plural(await count('/exhibitor'), 'exhibitor', 'exhibitors') },
    { path: '/en/partners', region: 'Partners', search: 'Search partners', text: plural(await count('/partner'), 'partner', 'partners') },
    { path: '/en/sponsor-directory', region: 'Companies', search: 'Search sponsors, exhibitors and partners', text: plural(await count('/company'), 'company', 'companies') },
    { path: '/en/partner-stories', region: 'Partners', search: 'Search partner stories', text: plural(await count('/partner'), 'partner', 'partners') },
  ];
  for (const p of pages) {
    const directory = new DirectoryBlock(page, p.region, p.search);
    await directory.goto(p.path);
    await expect(directory.count, p.path).toHaveText(p.text);
    await expect(directory.cards.first()).toBeVisible();
    expect(await axeViolations(page), p.path).toEqual([]);
  }
  // The sponsor directory's type filter narrows every kind to one.
  const directory = new DirectoryBlock(page, 'Companies', 'Search sponsors, exhibitors and partners');
  await directory.goto('/en/sponsor-directory');
  await directory.filter('Type').selectOption({ label: 'Exhibitors' });
  await expect(page).toHaveURL(/type=exhibitor/);
  await expect(directory.count).toHaveText(plural(await count('/exhibitor'), 'exhibitor', 'exhibitors'));
  await directory.cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/exhibitors\/cmp-/);
  await page.goto('/en/partner-stories', { waitUntil: 'networkidle' });
  await shoot(page, 'partner-stories');
  await page.goto('/en/sponsor-directory', { waitUntil: 'networkidle' });
  await shoot(page, 'sponsor-directory');
});

test('a signed-in attendee favorites a speaker from the directory card', async ({ page, request }) => {
  const first = (await api<List<Speaker>>(request, '/speaker')).items[0]!;
  await signInAsPersona(page, 'attendee');
  const problems = watchConsole(page);
  const directory = new DirectoryBlock(page, 'All speakers', 'Search speakers');
  await directory.goto('/en/speakers');
  expect(problems).toEqual([]);
  const heart = directory.card(first.displayName).getByRole('button', { name: `Add ${first.displayName} to favorites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload({ waitUntil: 'networkidle' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The signed-in visitor's page and a company page hydrate without a warning too.
  expect(problems.filter((p) => !/401|Unauthorized/.test(p))).toEqual([]);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const sponsor = (await api<List<Company>>(request, '/sponsor')).items[0]!;
  await page.goto(`/en/sponsors/${sponsor.companyId}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(sponsor.name);
  await expect(page.getByRole('main').getByRole('button', { name: `Add ${sponsor.name} to favorites` })).toBeVisible();
  expect(problems.filter((p) => !/401|Unauthorized/.test(p))).toEqual([]);
});
