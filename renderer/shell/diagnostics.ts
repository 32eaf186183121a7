/** What the error page shows to help support (docs/behaviour/errors-and-limits.md, Shell). */
export interface Diagnostics {
  time: string;
  pwa: boolean;
  serviceWorkerControlled: boolean;
  online: boolean;
  traceId: string;
}

/** A trace id for this failure, quoted to support and sent with the tracked exception. */
export function newTraceId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Older browsers: a v4-shaped id from Math.random is enough to find the report.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (ch) => {
    const r = Math.floor(Math.random() * 16);
    return (ch === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

export function collectDiagnostics(win: Window | undefined, now: Date, traceId: string): Diagnostics {
  const nav = win?.navigator as (Navigator & { standalone?: boolean }) | undefined;
  const standalone =
    (typeof win?.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches) ||
    nav?.standalone === true;
  return {
    time: now.toISOString(),
    pwa: Boolean(standalone),
    serviceWorkerControlled: Boolean(nav?.serviceWorker?.controller),
    online: nav?.onLine ?? true,
    traceId,
  };
}
