// The one inline script of a server-rendered page: it asks for the site's code after the browser has painted the
// server's HTML, so the page is readable before its code downloads and runs (on a phone's network the entry and its
// preloads would otherwise share the line with the HTML and the first paint would wait on the main thread after
// them). The script is the same on every page; the Content-Security-Policy names its hash, so no other inline
// script runs. What to load travels beside it as JSON.
import { createHash } from 'node:crypto';

/** The id of the JSON element that lists the entry and the chunks to preload. */
export const BOOT_ELEMENT_ID = 'boot';

export interface BootList {
  entry: string;
  preload: string[];
}

// Plain ES5 on purpose: it runs before anything else, in every browser that gets the HTML. A hidden tab paints no
// frame, so it starts at once there.
export const BOOT_LOADER = `(function(){var e=document.getElementById("${BOOT_ELEMENT_ID}");if(!e)return;var b=JSON.parse(e.textContent),d=document,s=0;function go(){if(s)return;s=1;for(var i=0;i<b.preload.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=b.preload[i];d.head.appendChild(l)}var m=d.createElement("script");m.type="module";m.crossOrigin="";m.src=b.entry;d.head.appendChild(m)}if(d.visibilityState==="hidden"||!window.requestAnimationFrame)go();else requestAnimationFrame(function(){setTimeout(go,0)})})();`;

/** The CSP source that allows exactly BOOT_LOADER. */
export const BOOT_LOADER_CSP = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/** The boot list and the loader, for the end of <body> (`<` escaped so no path can end the element). */
export function bootHtml(list: BootList): string {
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>\n    <script>${BOOT_LOADER}</script>`;
}
