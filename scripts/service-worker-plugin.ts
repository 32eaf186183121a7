import type { Plugin } from 'vite';

/**
 * The site's service worker and web app manifest (docs/behaviour/shell.md, "Service worker and banners"), written by the
 * client build: `sw.js` carries the build's identity (its entry chunks' hashed names), so a deployment that changes
 * the site changes the worker's bytes, the browser installs the new worker beside the running one, and the page
 * shows the update banner (renderer/shell/pwa.ts). The worker caches nothing and handles no fetches: the static
 * JSON copies are the site's offline answer. It shows the push messages of notification rules and opens their links. It waits until the page asks it to take over (the banner's button or
 * the settings' random countdown), then claims the open pages, which reload.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'conference-service-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#4527c9' }, injectTo: 'head' },
      ],
    },
    generateBundle(_options, bundle) {
      // The server build (`vite build --ssr`) runs in Node: no worker, no manifest.
      if (this.environment?.config.consumer === 'server') return;
      const build = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.isEntry)
        .map((file) => file.fileName)
        .sort()
        .join(' ');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: workerSource(build) });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(MANIFEST, null, 2),
      });
      this.emitFile({ type: 'asset', fileName: 'app-icon.svg', source: ICON });
    },
  };
}

function workerSource(build: string): string {
  return `// The site's service worker, written by the build (scripts/service-worker-plugin.ts).
// Build: ${JSON.stringify(build)}
// A new version waits until the page asks it to take over (the update banner or its countdown).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
// A push message of a notification rule (server/notifications/push-payload.ts): shown with its icon, image and up to
// two actions; a message that is not the site's JSON is shown as plain text rather than dropped.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const actions = Array.isArray(message.actions) ? message.actions.slice(0, 2) : [];
  const links = {};
  for (const a of actions) if (a && a.action && a.link) links[a.action] = a.link;
  const data = Object.assign({}, message.data, { links });
  event.waitUntil(
    self.registration.showNotification(message.title || 'Conference', {
      body: message.body || '',
      // The same tag for every message of one send: a message repeated after a server crash replaces the first.
      tag: message.tag,
      icon: message.icon || '/app-icon.svg',
      image: message.image,
      data,
      actions: actions.map((a) => ({ action: a.action, title: a.title, icon: a.badge })),
    }),
  );
});
// Opening a notification (or one of its actions) opens its link on the site, in a tab already open when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const raw = (event.action && data.links && data.links[event.action]) || data.url || '/';
  let target;
  try {
    target = new URL(raw, self.location.origin);
  } catch {
    target = new URL('/', self.location.origin);
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') target = new URL('/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target.href);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    }),
  );
});
`;
}

// The app icon: the shell's mark (a rounded square in the brand gradient with a white ring).
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4527c9"/><stop offset=".55" stop-color="#7b3fc4"/><stop offset="1" stop-color="#0a6e69"/></linearGradient></defs><rect width="512" height="512" rx="112" fill="url(#g)"/><path d="M128 384V256a128 128 0 1 1 128 128z" fill="none" stroke="#fff" stroke-width="36"/></svg>`;

const MANIFEST = {
  name: 'Conference',
  short_name: 'Conference',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#4527c9',
  icons: [{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};
