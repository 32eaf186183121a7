/**
 * Scrolls the page so that a block's frame is in view below the sticky header and editor bar (the frames'
 * scroll-margin-top keeps clear of them). Smooth unless the visitor asked for reduced motion.
 */
export function revealBlock(componentId: string): void {
  const frame = document.querySelector<HTMLElement>(`[data-editor-frame="${CSS.escape(componentId)}"]`);
  if (!frame) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  frame.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}
