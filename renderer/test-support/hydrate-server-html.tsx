import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { hydrateWithoutBlockBoundaries } from '../block-boundaries';
import { setHydratingServerHtml } from '../shell/use-hydrated';

/** Server HTML in the document, as the browser has it before it hydrates. */
export function serverHtmlInDocument(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Hydrates the container as the browser hydrates a page rendered without block boundaries
 * (renderer/block-boundaries.ts), and answers what React reported: recoverable errors and console errors.
 * The caller sets IS_REACT_ACT_ENVIRONMENT back and calls hydrateWithoutBlockBoundaries(false) after.
 */
export async function hydrateBare(container: HTMLElement, element: ReactNode): Promise<{ root: Root; recoverable: unknown[]; consoleErrors: unknown[][] }> {
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  hydrateWithoutBlockBoundaries(true);
  setHydratingServerHtml(true);
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
    });
  } finally {
    // app/main.tsx clears it in the root's first effect; this root has no such wrapper.
    setHydratingServerHtml(false);
  }
  const consoleErrors = consoleError.mock.calls;
  consoleError.mockRestore();
  return { root: root!, recoverable, consoleErrors };
}
