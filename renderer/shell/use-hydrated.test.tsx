import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateWithoutBlockBoundaries } from '../block-boundaries';
import { ServerRenderContext } from '../server-render';
import { hydrateBare, serverHtmlInDocument } from '../test-support/hydrate-server-html';
import { useHydrated } from './use-hydrated';

// What only the browser shows (the lazy editor, the attendee's panel) waits until the server's HTML is hydrated.

const firstAnswers: boolean[] = [];

function Probe({ wanted = true }: { wanted?: boolean }) {
  const hydrated = useHydrated(wanted);
  // What each mount answered on its first render.
  useState(() => firstAnswers.push(hydrated));
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

function Page({ later }: { later: boolean }) {
  return (
    <div>
      <Probe />
      <Probe wanted={false} />
      {later ? <Probe /> : null}
    </div>
  );
}

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  hydrateWithoutBlockBoundaries(false);
  document.body.innerHTML = '';
  firstAnswers.length = 0;
});

describe('useHydrated', () => {
  it('is false on the server and while hydrating (the HTML matches), true after; a part mounted later starts true', async () => {
    const html = renderToString(
      <ServerRenderContext value={{ head: [], blockBoundaries: false }}>
        <Page later={false} />
      </ServerRenderContext>,
    );
    expect(html).toBe('<div><p>server</p><p>server</p></div>');
    firstAnswers.length = 0;

    const container = serverHtmlInDocument(html);
    const { root, recoverable, consoleErrors } = await hydrateBare(container, <Page later={false} />);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(firstAnswers).toEqual([false, false]);
    // The flip came after hydration; a caller that wants nothing did not take it.
    expect(container.textContent).toBe('browserserver');

    await act(async () => root.render(<Page later />));
    expect(container.textContent).toBe('browserserverbrowser');
    // The part mounted after hydration rendered what the browser shows from its first render on.
    expect(firstAnswers.at(-1)).toBe(true);
    act(() => root.unmount());
  });
});
