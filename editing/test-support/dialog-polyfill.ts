/**
 * jsdom (26) knows the <dialog> element but not showModal(), close() or `open`, nor Escape's cancel event. This
 * stands in for them in component tests, so the editing room's Dialog runs the same code as in a browser: the
 * topmost modal dialog gets a cancelable cancel event on Escape and closes unless it is cancelled.
 */
const modals: HTMLDialogElement[] = [];

export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const proto = HTMLDialogElement.prototype;
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    // Browsers queue the close event as a task.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = [...modals].reverse().find((dialog) => dialog.isConnected && dialog.open);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

installDialogPolyfill();
