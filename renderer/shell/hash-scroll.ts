/** Hash scroll gives up after 20 s (docs/behaviour/routes-and-gates.md). */
export const hashScrollTimeoutMs = 20_000;
/** How often the target element is looked for while it does not exist yet (lazy blocks render late). */
export const hashScrollRetryMs = 100;
/** Any of these means the visitor took over scrolling, so the pending hash scroll is dropped. */
export const userInputEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the element whose id is `id` as soon as it exists, retrying until it does; cancelled after 20 s or
 * on user input. Answers a cancel function. The 80 px scroll margin is the renderer's anchor CSS.
 */
export function scrollToHashTarget(
  id: string,
  doc: Document = document,
  options: { timeoutMs?: number; retryMs?: number } = {},
): () => void {
  const timeoutMs = options.timeoutMs ?? hashScrollTimeoutMs;
  const retryMs = options.retryMs ?? hashScrollRetryMs;
  const win = doc.defaultView;
  let done = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (done) return;
    done = true;
    if (retry !== undefined) clearTimeout(retry);
    clearTimeout(giveUp);
    for (const type of userInputEvents) win?.removeEventListener(type, cancel, true);
  };

  const attempt = () => {
    if (done) return;
    const target = doc.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      cancel();
      return;
    }
    retry = setTimeout(attempt, retryMs);
  };

  const giveUp = setTimeout(cancel, timeoutMs);
  for (const type of userInputEvents) win?.addEventListener(type, cancel, { capture: true, passive: true });
  attempt();
  return cancel;
}

// The id a hash names lives apart (hash-target.ts): the shell reads it on every navigation, while this module's code
// loads only when there is a hash to scroll to.
export { hashTargetId } from './hash-target';
