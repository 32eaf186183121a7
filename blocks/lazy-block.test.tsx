import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlockComponentProps } from '../renderer';
import { lazyBlock } from './lazy-block';

function Counter({ props }: BlockComponentProps<{ label: string }>) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {props.label} {count}
    </button>
  );
}
const load = () => Promise.resolve({ default: Counter });

describe('lazy block components', () => {
  it('render at once, without a fallback, once preloaded (the server render and hydration)', async () => {
    const { component: Block, preload } = lazyBlock(load);
    await preload();
    const html = renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Block props={{ label: 'Clicks' }} componentId="c" type="counter" />
      </Suspense>,
    );
    expect(html).toContain('Clicks');
    expect(html).not.toContain('loading');
  });

  it('load on first render otherwise, and keep their state when the code arrives', async () => {
    const user = userEvent.setup();
    const { component: Block } = lazyBlock(load);
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Block props={{ label: 'Clicks' }} componentId="c" type="counter" />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    // A later render of the same block (the page re-rendered) must not swap the component and lose the count.
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Block props={{ label: 'Clicks' }} componentId="c" type="counter" />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeTruthy();
  });

  it('try again after a failed download', async () => {
    let attempts = 0;
    const { preload } = lazyBlock(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : load()));
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
