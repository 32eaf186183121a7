// When the viewer's queued writes are sent (docs/behaviour/calls.md, Offline writes): at page load when a queue was
// left in IndexedDB, on the browser's `online` event, when the service worker posts { type: 'REPLAY_OFFLINE_WRITES' }
// (its background sync), and now and then while writes wait and the browser says it is online (a write queued on a
// network error gets no `online` event). Mounted once for signed-in visitors (the My Event panel's chunk).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadQueue, replayQueue, type ReplayOutcome } from './offline-queue';
import { queuedWritesOf } from './types';

/** The message the service worker posts to its pages to have them send their queued writes. */
export const REPLAY_MESSAGE_TYPE = 'REPLAY_OFFLINE_WRITES';
/** How often a waiting queue is tried again while the browser says it is online. */
export const REPLAY_RETRY_MS = 30_000;

export function useOfflineReplay(viewer: string | null, report: (outcome: ReplayOutcome) => void): void {
  const client = useQueryClient();
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);
  useEffect(() => {
    if (viewer === null) return;
    let stopped = false;
    const run = () => {
      if (!stopped && navigator.onLine) void replayQueue(client, viewer, (outcome) => reportRef.current(outcome));
    };
    void loadQueue(client, viewer).then((queue) => {
      if (queue.length > 0) run();
    });
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === REPLAY_MESSAGE_TYPE) run();
    };
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    window.addEventListener('online', run);
    worker?.addEventListener('message', onMessage);
    const timer = setInterval(() => {
      if (queuedWritesOf(client, viewer).length > 0) run();
    }, REPLAY_RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', run);
      worker?.removeEventListener('message', onMessage);
      clearInterval(timer);
    };
  }, [client, viewer]);
}
