import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LiveBlocksContext } from './contexts';
import { addTranslations } from './i18n/i18n';
import { I18nextProvider } from './i18n/react';
import { createShellI18n } from './shell/i18n';
import type { LiveBlocks } from './contexts';
import { PageRenderer } from './PageRenderer';
import type { RenderableComponent, RenderableLayout } from './page-types';
import { createTestRegistry, define } from './test-registry';
import type { BlockComponentProps, RenderContextValue } from './types';

const editor: RenderContextValue = {
  scopes: ['contenteditor'],
  signedIn: true,
  features: {},
  phaseId: 'live',
  editMode: true,
  environment: 'cont',
  language: 'en',
  pageId: 'home',
};

function Counter({ props }: BlockComponentProps) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${String(props.label)} ${count}`}
    </button>
  );
}

const registry = createTestRegistry({ counter: define('counter', Counter) });
const settle = () => act(async () => {});

/** A working copy of blocks by id, the shape the editor hands the renderer. */
function createWorkingCopy(blocks: RenderableComponent[]) {
  const values = new Map(blocks.map((b) => [b.componentId, b]));
  const listeners = new Map<string, Set<() => void>>();
  let subscriptions = 0;
  const live: LiveBlocks = {
    get: (id) => values.get(id),
    subscribe(id, onChange) {
      subscriptions++;
      const set = listeners.get(id) ?? new Set();
      listeners.set(id, set.add(onChange));
      return () => set.delete(onChange);
    },
  };
  return {
    live,
    subscriptions: () => subscriptions,
    set(block: RenderableComponent) {
      values.set(block.componentId, block);
      listeners.get(block.componentId)?.forEach((onChange) => onChange());
    },
  };
}

describe('RenderBlock', () => {
  it('keeps the block content (and its state) when the requirements notice comes and goes', async () => {
    const plain: RenderableComponent = { componentId: 'c1', component: 'counter', props: { label: 'Clicks' } };
    const page = (b: RenderableComponent) => (
      <PageRenderer layout={{ components: [b] }} registry={registry} context={editor} />
    );
    const { rerender } = render(page(plain));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Clicks 0' }));
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeTruthy();

    rerender(page({ ...plain, props: { label: 'Clicks', requireScope: ['attendee'] } }));
    await settle();
    expect(screen.getByText(/Component \[c1\] is hidden from the current viewer/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeTruthy();

    rerender(page(plain));
    await settle();
    expect(screen.queryByText(/Component \[c1\]/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeTruthy();
  });

  it("shows editors' notices in the page's language (English where a text has no translation)", async () => {
    const i18n = createShellI18n('de');
    addTranslations(i18n, 'de', {
      'translate.shell.notice.disabled': 'Komponente [{{id}}] ist deaktiviert',
      'translate.shell.notice.requirements.required-scopes-missing': 'alle Scopes {{scopes}} vorhanden sind (fehlend: {{missing}})',
    });
    const components: RenderableComponent[] = [
      { componentId: 'off', component: 'counter', props: { label: 'Off', isDisabled: true } },
      { componentId: 'c2', component: 'counter', props: { label: 'Gated', requireScope: ['attendee'] } },
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <PageRenderer layout={{ components }} registry={registry} context={{ ...editor, language: 'de' }} />
      </I18nextProvider>,
    );
    await settle();
    expect(screen.getByText('Komponente [off] ist deaktiviert')).toBeTruthy();
    expect(screen.getByText('alle Scopes attendee vorhanden sind (fehlend: attendee)')).toBeTruthy();
    expect(screen.getByText(/Component \[c2\] is hidden from the current viewer/)).toBeTruthy();
  });

  it('reads blocks from a live source, subscribing once per block however often the page renders', async () => {
    const blocks: RenderableComponent[] = [
      { componentId: 'a', component: 'text', props: { text: 'first' } },
      { componentId: 'b', component: 'text', props: { text: 'second' } },
    ];
    const copy = createWorkingCopy(blocks);
    const layout: RenderableLayout = { components: blocks };
    const page = (context: RenderContextValue) => (
      <LiveBlocksContext value={copy.live}>
        <PageRenderer layout={layout} registry={registry} context={context} />
      </LiveBlocksContext>
    );
    const { rerender } = render(page(editor));
    await settle();
    expect(copy.subscriptions()).toBe(2);

    act(() => copy.set({ ...blocks[1]!, props: { text: 'second, edited' } }));
    expect(screen.getByText('second, edited')).toBeTruthy();
    expect(screen.getByText('first')).toBeTruthy();

    // A new render context re-renders every block; the subscriptions stay as they are.
    rerender(page({ ...editor, language: 'de' }));
    await settle();
    expect(screen.getByText('second, edited')).toBeTruthy();
    expect(copy.subscriptions()).toBe(2);
  });
});
