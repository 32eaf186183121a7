/**
 * Comparisons on a thread of their own (compare-worker.ts), one at a time in the order asked: the server's thread
 * stays free for requests while a QA run compares. The thread starts with the first comparison, stops when idle
 * (so a process that compared once does not keep it), and a thread that failed is replaced by the next call.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QaComparison } from './compare.js';

export interface CompareRequest {
  id: number;
  current: Uint8Array;
  reference: Uint8Array;
  threshold?: number;
}

export type CompareReply = { id: number; comparison: QaComparison } | { id: number; error: string };

/** Set by scripts/build-server.ts: the server bundle runs the bundled thread, dist/server/qa-compare-worker.js. */
declare const QA_COMPARE_WORKER_BUNDLED: boolean | undefined;

async function newThread(): Promise<Worker> {
  if (typeof QA_COMPARE_WORKER_BUNDLED !== 'undefined') return new Worker(new URL('../../dist/server/qa-compare-worker.js', import.meta.url));
  // From the sources (tsx, vitest; Node 20 does not apply tsx's loader in a thread): the thread's module bundled
  // now, once per process, with the libraries it uses, as CommonJS the thread evaluates.
  developmentSource ??= import('esbuild').then(async ({ build }) => {
    const out = await build({
      entryPoints: [fileURLToPath(new URL('./compare-worker.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'warning',
    });
    return out.outputFiles[0]?.text ?? '';
  });
  return new Worker(await developmentSource, { eval: true });
}

let developmentSource: Promise<string> | undefined;

const IDLE_MS = 30_000;

interface Thread {
  worker: Promise<Worker>;
  pending: Map<number, { resolve(comparison: QaComparison): void; reject(error: Error): void }>;
  idleTimer?: ReturnType<typeof setTimeout>;
}

let current: Thread | undefined;
let nextId = 1;

function start(): Thread {
  const thread: Thread = { worker: newThread(), pending: new Map() };
  const lost = (error: Error) => {
    if (current === thread) current = undefined;
    for (const waiting of thread.pending.values()) waiting.reject(error);
    thread.pending.clear();
  };
  thread.worker.then(
    (worker) => {
      worker.on('message', (reply: CompareReply) => {
        const waiting = thread.pending.get(reply.id);
        if (!waiting) return;
        thread.pending.delete(reply.id);
        if ('error' in reply) waiting.reject(new Error(reply.error));
        else waiting.resolve({ ...reply.comparison, differencePng: Buffer.from(reply.comparison.differencePng) });
        if (thread.pending.size === 0) {
          // An idle thread does not keep the process alive, nor its memory for long.
          worker.unref();
          thread.idleTimer = setTimeout(() => void stop(thread), IDLE_MS);
          thread.idleTimer.unref();
        }
      });
      worker.on('error', lost);
      worker.on('exit', (code) => lost(new Error(`The comparing thread stopped (exit code ${code}).`)));
    },
    (error: unknown) => lost(error instanceof Error ? error : new Error(String(error))),
  );
  return thread;
}

async function stop(thread: Thread): Promise<void> {
  clearTimeout(thread.idleTimer);
  if (current === thread) current = undefined;
  const worker = await thread.worker.catch(() => undefined);
  await worker?.terminate();
}

/** compareImages (compare.ts) on the comparing thread. */
export async function compareInWorker(currentPng: Buffer, reference: Buffer, threshold?: number): Promise<QaComparison> {
  const thread = (current ??= start());
  clearTimeout(thread.idleTimer);
  const id = nextId++;
  const answer = new Promise<QaComparison>((resolve, reject) => thread.pending.set(id, { resolve, reject }));
  // A thread that could not start rejects this too; the caller hears of it once, from the await below.
  answer.catch(() => undefined);
  const worker = await thread.worker;
  worker.ref();
  worker.postMessage({ id, current: currentPng, reference, ...(threshold === undefined ? {} : { threshold }) } satisfies CompareRequest);
  return answer;
}

/** Stops the comparing thread (the next comparison starts a new one). */
export async function stopCompareWorker(): Promise<void> {
  if (current) await stop(current);
}
