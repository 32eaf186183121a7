// The sanitiser against DOMPurify on generated hostile HTML (fast-check), in jsdom. Whatever the
// project's sanitiser keeps, DOMPurify (told about the project's button tags and link targets) must keep too:
// DOMPurify run over our output removes nothing. Our output is also stable (sanitising it again changes nothing,
// the mark of mutation XSS) and holds no handler, script URL or fetching style. The same corpus classes run in
// Chromium in e2e/sanitizer.spec.ts.
import DOMPurify from 'dompurify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMPURIFY_CONFIG, hostileDocument } from '../test-support/sanitize-arbitraries';
import { sanitizeHtml } from './sanitize';

const RUNS = Number(process.env.SANITIZE_DIFF_RUNS ?? 2000);

function removedByDomPurify(html: string): string[] {
  DOMPurify.sanitize(html, { ADD_TAGS: [...DOMPURIFY_CONFIG.ADD_TAGS], ADD_ATTR: [...DOMPURIFY_CONFIG.ADD_ATTR] });
  return DOMPurify.removed.map((r) => {
    const entry = r as { element?: Element; attribute?: Attr | null; from?: Element };
    if (entry.attribute) return `attribute ${entry.attribute.name}="${entry.attribute.value}" on <${entry.from?.nodeName.toLowerCase()}>`;
    return `element <${entry.element?.nodeName.toLowerCase()}>`;
  });
}

/** The elements and attributes a string parses to, as a sorted list (structure aside). */
function signature(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  return [...doc.body.querySelectorAll('*')]
    .map((el) => `${el.localName}${[...el.attributes].map((a) => ` ${a.name}=${a.value}`).sort().join('')}`)
    .sort();
}

function problems(html: string): string[] {
  const out: string[] = [];
  const doc = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  for (const el of doc.body.querySelectorAll('*')) {
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') out.push(`foreign <${el.localName}>`);
    if (/^(script|style|iframe|object|embed|svg|math|template|form|input|base|link|meta)$/i.test(el.localName)) out.push(`<${el.localName}>`);
    for (const a of el.attributes) {
      if (/^on/i.test(a.name)) out.push(`handler ${a.name}`);
      if (/^(href|src|cite)$/.test(a.name) && /^\s*(javascript|vbscript|data):/i.test(a.value.replace(/[\t\n\r]/g, ''))) out.push(`url ${a.value}`);
      if (a.name === 'style' && /url\(|image-set|image\(|cross-fade|element\(|@import|\\|expression/i.test(a.value)) out.push(`style ${a.value}`);
    }
  }
  return out;
}

describe('sanitizeHtml against DOMPurify (generated inputs)', () => {
  it(`keeps nothing DOMPurify strips, keeps the same on a second pass, and keeps nothing that runs or fetches (${RUNS} inputs)`, () => {
    let kept = 0;
    fc.assert(
      fc.property(hostileDocument, (input) => {
        const ours = sanitizeHtml(input);
        if (ours !== '') kept++;
        expect(removedByDomPurify(ours), `DOMPurify strips from our output of ${JSON.stringify(input)}: ${ours}`).toEqual([]);
        // Stable: sanitising our output again keeps the same elements and attributes. (The tree may regroup, as
        // '<li><li>' does on re-parse, but no element, attribute or script can appear: every text and value is
        // escaped and nothing that switches the parser's mode is ever written.)
        expect(signature(sanitizeHtml(ours)), `not stable for ${JSON.stringify(input)}`).toEqual(signature(ours));
        expect(problems(ours), `for ${JSON.stringify(input)}: ${ours}`).toEqual([]);
      }),
      { numRuns: RUNS, seed: Number(process.env.SANITIZE_DIFF_SEED ?? 20261123) },
    );
    // The generator must produce inputs the sanitiser keeps something of, or the comparison says nothing.
    expect(kept).toBeGreaterThan(RUNS / 3);
  });
});
