/**
 * Scrolls the page so that a block's frame is in view below the sticky header and editor bar (the frames'
 * scroll-margin-top keeps clear of them). Smooth unless the visitor asked for reduced motion.
 */
export function revealBlock(componentId: string): void {
  // A JSON string is a valid CSS string for the ids editors type (lower-case letters, digits, - and _), and unlike
  // CSS.escape it exists in every DOM the editor runs in (jsdom has no CSS global).
  const selector = `[data-editor-frame=${JSON.stringify(componentId)}]`;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const behavior = reduced ? 'auto' : 'smooth';
  const frame = document.querySelector<HTMLElement>(selector);
  if (frame) {
    frame.scrollIntoView({ block: 'start', behavior });
    return;
  }
  // In a device preview the page lives in the canvas frame (editor/canvas/DeviceCanvas.tsx): only the frame scrolls,
  // the editor around it stays where it is.
  const canvas = document.querySelector<HTMLIFrameElement>('iframe.ed-canvas-frame')?.contentDocument;
  const inCanvas = canvas?.querySelector<HTMLElement>(selector);
  const view = canvas?.defaultView;
  if (!inCanvas || !view) return;
  view.scrollTo({ top: inCanvas.getBoundingClientRect().top + view.scrollY - 8, behavior });
}
