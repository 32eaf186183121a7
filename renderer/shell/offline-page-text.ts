// English texts of the offline page (the page the service worker answers for a page it never kept,
// docs/behaviour/shell.md, Offline) and of the saved-copy mark. The build writes the offline page with these and
// the demo's German and Japanese texts (scripts/service-worker-plugin.ts); PwaBanners.tsx re-exports them so the
// shell's text checks see them.
export const offlinePageStrings = {
  'translate.shell.offline-page.title': 'Content unavailable',
  'translate.shell.offline-page.body': 'This page was not saved on this device, and it cannot be loaded while you are offline.',
  'translate.shell.offline-page.back-online': 'You are back online.',
  'translate.shell.offline-page.reload': 'Reload',
  'translate.shell.offline-page.home': 'Home',
} as const;
