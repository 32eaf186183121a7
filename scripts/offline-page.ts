// The offline page the service worker answers for a page it never kept (docs/behaviour/shell.md, Offline), emitted
// by the client build as /offline.html and /offline.js (scripts/service-worker-plugin.ts; the worker precaches both):
// 'content unavailable', and once the browser is back online a prompt to reload. A static page of its own (no app
// code: offline, the page's data could not load anyway), in the language of the address it answers for, with the
// shell's texts in English (renderer/shell/offline-page-text.ts) and the demo's German and Japanese.
import { offlinePageStrings } from '../renderer/shell/offline-page-text';
import { commonText } from '../server/demo/ui-text/common';

type Key = keyof typeof offlinePageStrings;
const KEYS = Object.keys(offlinePageStrings) as Key[];
const short = (key: Key) => key.slice('translate.shell.offline-page.'.length);

/** Texts by language: English, and each demo language's own where it has them. */
export function offlinePageTexts(): Record<string, Record<string, string>> {
  const texts: Record<string, Record<string, string>> = {
    en: Object.fromEntries(KEYS.map((k) => [short(k), offlinePageStrings[k]])),
  };
  for (const [language, strings] of Object.entries(commonText)) {
    texts[language] = Object.fromEntries(KEYS.map((k) => [short(k), strings[k] ?? offlinePageStrings[k]]));
  }
  return texts;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function offlinePageHtml(): string {
  const texts = offlinePageTexts();
  const en = texts.en!;
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `<!doctype html>
<!-- Built from scripts/offline-page.ts. -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(en.title!)}</title>
<link rel="icon" href="/app-icon.svg">
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f5fb; color: #1c1a24; }
  main { box-sizing: border-box; width: min(34rem, 100% - 2rem); margin: 2rem 1rem; padding: 2rem; border-radius: 16px; background: #fff; box-shadow: 0 8px 30px rgb(28 26 36 / 12%); text-align: center; }
  img { width: 64px; height: 64px; }
  h1 { margin: 1rem 0 0.5rem; font-size: 1.6rem; }
  p { margin: 0.5rem 0; line-height: 1.5; color: #3d3a47; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1.5rem; }
  a, button { min-height: 44px; padding: 0 1.25rem; border-radius: 999px; font: inherit; font-weight: 600; display: inline-flex; align-items: center; cursor: pointer; }
  button { border: 0; background: #4527c9; color: #fff; }
  a { border: 2px solid #4527c9; color: #4527c9; text-decoration: none; }
  a:focus-visible, button:focus-visible { outline: 3px solid #1c1a24; outline-offset: 2px; }
  [hidden] { display: none !important; }
  @media (prefers-color-scheme: dark) {
    body { background: #14121b; color: #f2f0f7; }
    main { background: #1f1c29; box-shadow: none; }
    p { color: #d6d2e2; }
    button { background: #b7a6ff; color: #14121b; }
    a { border-color: #b7a6ff; color: #b7a6ff; }
    a:focus-visible, button:focus-visible { outline-color: #f2f0f7; }
  }
</style>
</head>
<body>
<main data-offline-page>
  <img src="/app-icon.svg" alt="">
  <h1 data-text="title">${escape(en.title!)}</h1>
  <p data-text="body">${escape(en.body!)}</p>
  <div role="status"><p data-back-online hidden><span data-text="back-online">${escape(en['back-online']!)}</span></p></div>
  <p class="actions">
    <button type="button" data-reload data-text="reload" hidden>${escape(en.reload!)}</button>
    <a href="/" data-home data-text="home">${escape(en.home!)}</a>
  </p>
</main>
<script type="application/json" id="offline-text">${json}</script>
<script src="/offline.js"></script>
</body>
</html>
`;
}

/**
 * The offline page's script (a file of its own: the site's Content-Security-Policy runs no inline script): the texts
 * of the address's language, and the reload prompt once the browser is back online.
 */
export const OFFLINE_PAGE_SCRIPT = `// Built from scripts/offline-page.ts.
/* global document, location, navigator, window */
(function () {
  var texts = JSON.parse(document.getElementById('offline-text').textContent);
  var language = (location.pathname.match(/^\\/([a-z]{2})(?:[-/]|$)/) || [])[1];
  var own = language && texts[language];
  if (own) {
    document.documentElement.lang = language;
    var parts = document.querySelectorAll('[data-text]');
    for (var i = 0; i < parts.length; i++) parts[i].textContent = own[parts[i].getAttribute('data-text')];
    document.title = own.title;
    document.querySelector('[data-home]').setAttribute('href', '/' + language + '/home');
  }
  var reload = document.querySelector('[data-reload]');
  reload.addEventListener('click', function () { location.reload(); });
  function show() {
    if (!navigator.onLine) return;
    document.querySelector('[data-back-online]').hidden = false;
    reload.hidden = false;
  }
  window.addEventListener('online', show);
  show();
})();
`;

/** The offline page's files, by name in the built site. */
export function offlinePageFiles(): Record<string, string> {
  return { 'offline.html': offlinePageHtml(), 'offline.js': OFFLINE_PAGE_SCRIPT };
}
