import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { EditModeProvider } from '../../renderer';
import { SidePanel } from '../panel/SidePanel';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders, testContext, WorkingPage } from '../test-support/harness';
import { inlineFields } from './inline-edit';

const blocks: EditorBlock[] = [
  { componentId: 'intro', component: 'sectionHeading', props: { heading: 'Welcome', headingLevel: 2 }, originalHash: 'h1' },
  { componentId: 'closing', component: 'sectionHeading', props: { heading: 'See you', headingLevel: 2 }, originalHash: 'h2' },
];

function setup() {
  const store = createTestStore(blocks);
  render(
    <EditorProviders store={store}>
      <EditModeProvider initialMode="content">
        <WorkingPage registry={registry} context={testContext()} />
        <SidePanel page={{ layoutId: 'home', phase: 'live', environment: 'cont' }} registry={registry} context={{ ...testContext(), editMode: false }} />
      </EditModeProvider>
    </EditorProviders>,
  );
  return store;
}

describe('inline editing on the canvas', () => {
  it('offers the free-text fields of a block: text, translation-key text and rich text, not colours or numbers', () => {
    expect(inlineFields('sectionHeading')).toEqual([
      { name: 'heading', rich: false },
      { name: 'subheading', rich: false },
      { name: 'body', rich: true },
    ]);
  });

  it('click the heading, type: the store, the page and the panel show it; Escape leaves; undo restores', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(await screen.findByRole('heading', { name: 'Welcome' }));
    const box = screen.getByRole('textbox', { name: 'heading of intro: edit in place, Escape to leave' });
    expect(box.tagName).toBe('H2');
    expect(document.activeElement).toBe(box);
    // The caret at the end of the text (jsdom cannot place it at the click's point).
    const range = document.createRange();
    range.selectNodeContents(box);
    range.collapse(false);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    await user.keyboard(' all');
    expect(store.getState().components[0]?.props?.heading).toBe('Welcome all');
    // The page shows it (the text box is the heading itself while it is edited).
    expect(box.textContent).toBe('Welcome all');
    // The panel shows the clicked block's fields with the typed value.
    const panel = screen.getByRole('complementary', { name: 'Editor panel' });
    const field = await within(panel).findByDisplayValue('Welcome all');
    expect(field).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /edit in place/ })).toBeNull();
    // Typing was one undo step.
    store.getState().undo();
    expect(store.getState().components[0]?.props?.heading).toBe('Welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });
});
