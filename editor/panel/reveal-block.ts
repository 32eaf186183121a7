/**
 * Scrolls the page so that a block's frame is in view below the sticky header and editor bar (the frames'
 * scroll-margin-top keeps clear of them). Smooth unless the visitor asked for reduced motion.
 */
export function revealBlock(componentId: string): void {
  // A JSON string is a valid CSS string for the ids editors type (lower-case letters, digits, - and _), and unlike
  // CSS.escape it exists in every DOM the editor runs in (jsdom has no CSS global).
  const frame = document.querySelector<HTMLElement>(`[data-editor-frame=${JSON.stringify(componentId)}]`);
  if (!frame) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  frame.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}
