// The one inline script of a server-rendered page: it asks for the site's code after the browser has painted the
// server's HTML, so the page is readable before its code downloads and runs (on a phone's network the entry and its
// preloads would otherwise share the line with the HTML and the first paint would wait on the main thread after
// them). The script is the same on every page; the Content-Security-Policy names its hash, so no other inline
// script runs. What to load travels beside it as JSON.
import { createHash } from 'node:crypto';
import { EARLY_INSTALL_OFFER, HYDRATED_ATTRIBUTE } from '../../schemas/index.js';

/** The id of the JSON element that lists the entry and the chunks to preload. */
export const BOOT_ELEMENT_ID = 'boot';

export interface BootList {
  entry: string;
  preload: string[];
}

// Plain ES5 on purpose: it runs before anything else, in every browser that gets the HTML. It starts once the
// browser reports the first contentful paint (a frame is begun before it is shown), or 300 ms after the first frame
// at the latest; a hidden tab paints no frame, so it starts at once there. Until React has hydrated the page (the app marks #root with HYDRATED_ATTRIBUTE
// from its first effect), a click on a button of the server's HTML would do nothing: React's root exists and listens
// from the moment hydration starts, but it drops a click that lands while it is still hydrating in a transition. The
// loader keeps such clicks and clicks the same buttons again once the page is hydrated (links and form fields work
// without the code and are left alone). The browser's install offer that comes before the code runs is kept for it
// (EARLY_INSTALL_OFFER), and the browser's own install bar held back, as the install banner does. The entry is asked
// for first; its preloads follow four to a task: each inserted link starts a fetch on the main thread, and the twenty
// of a page inserted at once made one task of 25 ms on a desktop (100 ms on a phone), input held up meanwhile.
export const BOOT_LOADER = `(function(){var e=document.getElementById("${BOOT_ELEMENT_ID}");if(!e)return;window.addEventListener("beforeinstallprompt",function(v){v.preventDefault();window.${EARLY_INSTALL_OFFER}=v});var b=JSON.parse(e.textContent),d=document,s=0,q=[],r=d.getElementById("root");function up(){return !r||r.hasAttribute("${HYDRATED_ATTRIBUTE}")}function keep(v){if(up())return;var t=v.target&&v.target.closest?v.target.closest("button"):null;if(t&&!t.disabled){v.preventDefault();v.stopPropagation();q.push(t)}}d.addEventListener("click",keep,true);function replay(){if(!up()){setTimeout(replay,20);return}d.removeEventListener("click",keep,true);for(var i=0;i<q.length;i++)if(q[i].isConnected)q[i].click()}function more(i){for(var n=i+4;i<n&&i<b.preload.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=b.preload[i];d.head.appendChild(l)}if(i<b.preload.length)setTimeout(function(){more(i)},0)}function go(){if(s)return;s=1;var m=d.createElement("script");m.type="module";m.crossOrigin="";m.src=b.entry;m.onload=replay;d.head.appendChild(m);more(0)}if(d.visibilityState==="hidden"||!window.requestAnimationFrame)go();else{try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(x){}requestAnimationFrame(function(){setTimeout(go,300)})}})();`;

/** The CSP source that allows exactly BOOT_LOADER. */
export const BOOT_LOADER_CSP = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/** The boot list and the loader, for the end of <body> (`<` escaped so no path can end the element). */
export function bootHtml(list: BootList): string {
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>\n    <script>${BOOT_LOADER}</script>`;
}
