// 1 and 13.6 in Chromium, not only jsdom: the project's sanitiser and URL check over a corpus of our own
// covering the classes of DOMPurify's published fixtures (mutation XSS, namespace confusion, DOM clobbering, URL
// schemes, CSS), and against DOMPurify on fast-check generated inputs. The lab page has no CSP, so whatever the
// sanitiser let through would run or fetch there.
import fc from 'fast-check';
import { expect, test } from './support/test';
// The same generators as the jsdom differential test.
import { hostileDocument } from '../test-support/sanitize-arbitraries';
import { SanitizerLab } from './pages';
import { CLOBBERED_NAMES, OFF_SITE_RELATIVE, SCRIPT_URL_SPELLINGS, sanitizerCorpus } from './support/sanitizer-corpus';

const GENERATED_RUNS = Number(process.env.SANITIZE_DIFF_RUNS ?? 2000);

test.describe.configure({ mode: 'serial' });

test('the corpus runs nothing, fetches nothing, clobbers nothing and keeps nothing DOMPurify strips', async ({ page }) => {
  test.setTimeout(240_000);
  const lab = new SanitizerLab(page);
  await lab.open();
  await lab.recordCleanNames(CLOBBERED_NAMES);
  const runs = await lab.run(sanitizerCorpus);
  await lab.settle();

  const perClass = new Map<string, number>();
  for (const c of sanitizerCorpus) perClass.set(c.kind, (perClass.get(c.kind) ?? 0) + 1);
  console.log(`sanitizer corpus: ${sanitizerCorpus.length} cases (${[...perClass].map(([k, n]) => `${k} ${n}`).join(', ')})`);

  expect(await lab.hits(), 'scripts that ran').toEqual([]);
  expect(lab.requests.filter((url) => /css-leak\.test|evil\.test/.test(url)), 'requests the styles or links made').toEqual([]);
  expect(await lab.clobbered(CLOBBERED_NAMES), 'document or window properties shadowed by elements').toEqual([]);
  expect(runs.filter((r) => r.removed.length > 0).map((r) => `${r.id}: ${r.removed.join(', ')} in ${r.output}`), 'kept by us, stripped by DOMPurify').toEqual([]);
  expect(runs.filter((r) => !r.stable).map((r) => r.id), 'outputs that change on a second pass').toEqual([]);

  // Sanity: the corpus is not all thrown away; benign parts survive (links, colours, text).
  const kept = runs.find((r) => r.id === 'css-keeps-colours')?.output ?? '';
  expect(kept).toContain('color: #0b5cad');
  expect(kept).toContain('text-align: center');
  for (const r of runs.filter((x) => x.id.startsWith('url-offsite-'))) expect(r.output).toMatch(/href="https?:\/\/evil\.test\/[^"]*" target="_blank" rel="noopener noreferrer"/);
});

test('links: what the browser reads as a script URL is refused, and what resolves off-site is marked off-site', async ({ page }) => {
  const lab = new SanitizerLab(page);
  await lab.open();
  const scriptUrls = SCRIPT_URL_SPELLINGS.map((s) => s.replace('X', "top.__hit('link')"));
  const refused = await lab.resolveLinks(scriptUrls);
  expect(refused.filter((r) => r.href !== null).map((r) => `${JSON.stringify(r.input)} -> ${r.href}`)).toEqual([]);

  const offSite = await lab.resolveLinks(OFF_SITE_RELATIVE);
  for (const r of offSite) {
    expect(r.href, JSON.stringify(r.input)).not.toBeNull();
    // Chromium resolves each to evil.test; the check must have said so too (target=_blank, noopener).
    expect(r.sameOrigin, JSON.stringify(r.input)).toBe(false);
    expect(r.external, JSON.stringify(r.input)).toBe(true);
  }

  const fine = await lab.resolveLinks(['/en/sessions', '#agenda', 'sessions?day=1', 'https://lab.test/x', 'mailto:a@b.test', 'tel:+1555', 'https://other.test/']);
  expect(fine.map((r) => [r.protocol, r.external])).toEqual([
    ['http:', false], ['http:', false], ['http:', false], ['https:', true], ['mailto:', false], ['tel:', false], ['https:', true],
  ]);
  expect(await lab.hits()).toEqual([]);
});

test(`generated inputs: the sanitiser keeps nothing DOMPurify strips, in Chromium (${GENERATED_RUNS} inputs)`, async ({ page }) => {
  test.setTimeout(180_000);
  const lab = new SanitizerLab(page);
  await lab.open();
  const inputs = fc.sample(hostileDocument, { seed: Number(process.env.SANITIZE_DIFF_SEED ?? 1123), numRuns: GENERATED_RUNS });
  const runs: Awaited<ReturnType<SanitizerLab['run']>> = [];
  for (let i = 0; i < inputs.length; i += 250) {
    runs.push(...(await lab.run(inputs.slice(i, i + 250).map((html, j) => ({ id: `gen-${i + j}`, html })))));
  }
  await lab.settle();
  const input = (id: string) => JSON.stringify(inputs[Number(id.slice(4))]);
  console.log(`sanitizer differential in Chromium: ${runs.length} generated inputs, ${runs.filter((r) => r.output !== '').length} with output kept`);
  expect(runs.filter((r) => r.removed.length > 0).slice(0, 5).map((r) => `${input(r.id)} -> ${r.output}: DOMPurify removed ${r.removed.join(', ')}`)).toEqual([]);
  expect(runs.filter((r) => !r.stable).slice(0, 5).map((r) => `${input(r.id)} -> ${r.output}`)).toEqual([]);
  expect(await lab.hits()).toEqual([]);
  // (Images from https hosts are kept, as DOMPurify keeps them: the CSP's img-src decides where they may load.)
  expect(lab.requests.filter((url) => /css-leak\.test/.test(url))).toEqual([]);
});
