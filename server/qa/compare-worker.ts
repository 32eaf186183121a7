/**
 * The comparing thread (compare-pool.ts starts it): decoding two PNGs, pixelmatch and encoding the difference take
 * about 200 ms of processor per 1920 × 600 capture, which on the server's own thread held up every request of every
 * environment while a QA run was going.
 */
import { parentPort } from 'node:worker_threads';
import { compareImages } from './compare.js';
import type { CompareReply, CompareRequest } from './compare-pool.js';

parentPort?.on('message', (request: CompareRequest) => {
  let reply: CompareReply;
  try {
    reply = { id: request.id, comparison: compareImages(Buffer.from(request.current), Buffer.from(request.reference), request.threshold) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
