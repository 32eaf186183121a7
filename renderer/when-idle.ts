/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), in a task of its own; answers a cancel.
 * For what a page does once after it starts and nobody waits for (registering the site's worker, reading the
 * visitor's own zone for a label): done in the effects of the first render, each such step lengthened the one task
 * after hydration during which the page answers no input.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
