import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders } from '../test-support/harness';
import { Outline } from './Outline';

// A page whose third block contains a child: in the outline the child's row sits between its container and the
// next top-level block, as on the page.
const blocks: EditorBlock[] = [
  { componentId: 'intro', component: 'sectionHeading', props: { heading: 'Welcome' }, originalHash: 'h1' },
  { componentId: 'agenda', component: 'sectionHeading', props: { heading: 'Agenda' }, originalHash: 'h2' },
  { componentId: 'faq', component: 'drawer', props: { title: 'Questions' }, originalHash: 'h3' },
  { componentId: 'answer', component: 'sectionHeading', parentId: 'faq', props: { heading: 'Answer' }, originalHash: 'h4' },
  { componentId: 'sponsors', component: 'sectionHeading', props: { heading: 'Sponsors' }, originalHash: 'h5' },
];

// jsdom lays nothing out: each outline row is 40 px high, one under the other in document order (as the panel
// shows them), so dnd-kit's keyboard sensor measures a real list.
const original = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    if (!this.matches('li.ed-outline-item')) return original.call(this);
    const index = [...document.querySelectorAll('li.ed-outline-item')].indexOf(this);
    const row = this.querySelectorAll('li.ed-outline-item').length + 1;
    return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: row * 40 });
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
});

function setup() {
  const store = createTestStore(blocks);
  render(
    <EditorProviders store={store}>
      <Outline registry={registry} />
    </EditorProviders>,
  );
  return store;
}

const outline = () => screen.getByRole('navigation', { name: 'Page outline' });

/** Picks a block up by its drag handle (Space), then presses the arrow keys one at a time, as a keyboard user does. */
async function pickUpAndMove(user: ReturnType<typeof userEvent.setup>, componentId: string, arrows: string[]) {
  within(outline()).getByRole('button', { name: `Drag ${componentId} to reorder` }).focus();
  await user.keyboard(' ');
  for (const arrow of arrows) {
    await act(async () => {
      await user.keyboard(arrow);
    });
  }
}
const topLevel = (store: ReturnType<typeof setup>) =>
  store.getState().components.filter((c) => !c.parentId).map((c) => c.componentId);

describe('outline keyboard drag', () => {
  it('moves a block up past a container with children: the arrow stops on siblings, not on the blocks inside', async () => {
    const user = userEvent.setup();
    const store = setup();
    await pickUpAndMove(user, 'sponsors', ['{ArrowUp}']);
    expect(screen.getByText('Block sponsors is over block faq.')).toBeTruthy();
    await user.keyboard(' ');
    expect(topLevel(store)).toEqual(['intro', 'agenda', 'sponsors', 'faq']);
    expect(store.getState().unsaved).toBe(true);
    // The child stays in its container.
    expect(store.getState().components.find((c) => c.componentId === 'answer')?.parentId).toBe('faq');
  });

  it('moves a block down two places with two arrow presses', async () => {
    const user = userEvent.setup();
    const store = setup();
    await pickUpAndMove(user, 'intro', ['{ArrowDown}', '{ArrowDown}']);
    await user.keyboard(' ');
    expect(topLevel(store)).toEqual(['agenda', 'faq', 'intro', 'sponsors']);
  });
});

describe('outline duplicate and copy', () => {
  it('duplicates a block from its row: the copy follows it, selected, with the next free ID', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(within(outline()).getByRole('button', { name: 'Duplicate agenda' }));
    expect(topLevel(store)).toEqual(['intro', 'agenda', 'sectionheading1', 'faq', 'sponsors']);
    expect(store.getState().selectedId).toBe('sectionheading1');
    expect(within(outline()).getByRole('button', { name: /^sectionheading1 / })).toBeTruthy();
  });

  it("copies a block's JSON (with its children) to the clipboard", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(outline()).getByRole('button', { name: 'Copy faq' }));
    const copied = JSON.parse(await navigator.clipboard.readText()) as { blocks: { componentId: string }[] };
    expect(copied.blocks.map((b) => b.componentId)).toEqual(['faq', 'answer']);
  });
});
