// react-i18next imports `use-sync-external-store/shim`, a CommonJS polyfill for React before 18 that ends up
// calling React's own useSyncExternalStore anyway. The build aliases that import to this module (vite.config.ts),
// so the attendee bundle carries neither the polyfill nor its CommonJS wrapper.
export { useSyncExternalStore } from 'react';
