/**
 * Moves the focus into the side panel after a control elsewhere (a block toolbar's Edit, the insert list's Add)
 * changed what it shows: to the selected block's heading, else to the selected tab. Runs after React has committed
 * the click's update (discrete events commit before the next frame).
 */
export function focusPanel(target: 'block' | 'tab' = 'block'): void {
  requestAnimationFrame(() => {
    const panel = document.querySelector<HTMLElement>('.ed-side');
    const heading = target === 'block' ? panel?.querySelector<HTMLElement>('.ed-block-head h2') : null;
    (heading ?? panel?.querySelector<HTMLElement>('.ed-side-tabs [role="tab"][aria-selected="true"]'))?.focus();
  });
}
