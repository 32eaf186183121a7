import { afterEach, describe, expect, it, vi } from 'vitest';

// SafeHtml in a browser that has not loaded the sanitiser (the test set-up loads it for every other test): a
// fresh copy of the module, with React and react-dom fresh beside it.
async function freshModules() {
  vi.resetModules();
  const [{ SafeHtml }, react, client] = await Promise.all([import('./SafeHtml'), import('react'), import('react-dom/client')]);
  return { SafeHtml, act: react.act, createElement: react.createElement, client };
}

afterEach(() => {
  document.body.innerHTML = '';
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('SafeHtml before the sanitiser is loaded', () => {
  it('keeps the server HTML while hydrating, then sanitises a changed text', async () => {
    const { SafeHtml, act, createElement, client } = await freshModules();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    // What the server wrote: the text already sanitised.
    container.innerHTML = '<p class="body"><b>Doors open</b> at nine</p>';
    document.body.append(container);
    const bold = container.querySelector('b');
    const recoverable = vi.fn();
    const html = '<b>Doors open</b> at nine<script>alert(1)</script>';
    let root: ReturnType<typeof client.hydrateRoot> | undefined;
    await act(async () => {
      root = client.hydrateRoot(container, createElement(SafeHtml, { as: 'p', className: 'body', html }), {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('b')).toBe(bold);
    expect(container.innerHTML).toBe('<p class="body"><b>Doors open</b> at nine</p>');

    // Rendered again with the same text (its parent rendered for another reason): the server's HTML stays.
    await act(async () => root!.render(createElement(SafeHtml, { as: 'p', className: 'body', html, title: 'again' })));
    expect(container.querySelector('b')).toBe(bold);
    expect(container.querySelector('p')!.title).toBe('again');

    await act(async () => root!.render(createElement(SafeHtml, { as: 'p', className: 'body', html: '<i>Doors at ten</i><img src=x onerror="alert(1)">' })));
    await vi.waitFor(() => expect(container.querySelector('i')?.textContent).toBe('Doors at ten'));
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('renders a text mounted in the browser once the sanitiser is there', async () => {
    const { SafeHtml, act, createElement, client } = await freshModules();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => client.createRoot(container).render(createElement(SafeHtml, { html: '<b>New</b><script>x</script>' })));
    await vi.waitFor(() => expect(container.querySelector('b')?.textContent).toBe('New'));
    expect(container.innerHTML).not.toContain('script');
  });
});
