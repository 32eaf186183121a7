// Switching the toolbar globals hides and shows the gated blocks: the same story rendered under different
// persona / phase / flag / edit-mode globals, through the real renderer.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { disabledMessage } from '../renderer';
import * as preview from '../.storybook/preview';
import * as gating from './gating.stories';
import { gatedBlocks } from './gated-blocks';
import type { StoryGlobals } from './globals';

setProjectAnnotations([preview]);

const everyBlock = gatedBlocks.map((b) => b.componentId);

async function shownBlocks(globals: Partial<StoryGlobals>): Promise<string[]> {
  const { GatedBlocks } = composeStories(gating, { initialGlobals: globals });
  const { container } = render(<GatedBlocks />);
  // The always-visible block proves the lazy block code has loaded.
  await screen.findByRole('heading', { name: 'Everyone sees this block' });
  return [...container.querySelectorAll('[data-block-id]')].map(
    (el) => el.getAttribute('data-block-id') ?? '',
  );
}

describe('gated blocks follow the toolbar', () => {
  it('anonymous, live, all flags', async () => {
    expect(
      await shownBlocks({ persona: 'anonymous', phase: 'live', features: 'all', editMode: 'off' }),
    ).toEqual(['always', 'no-event-tools', 'needs-meetings-flag', 'live-or-post']);
  });

  it('in-person attendee: gains the inperson block, loses the event-tools one', async () => {
    expect(
      await shownBlocks({ persona: 'inperson', phase: 'live', features: 'all', editMode: 'off' }),
    ).toEqual(['always', 'inperson-only', 'needs-meetings-flag', 'live-or-post']);
  });

  it('pre-event phase with all flags off', async () => {
    expect(
      await shownBlocks({ persona: 'anonymous', phase: 'pre-event', features: 'none', editMode: 'off' }),
    ).toEqual(['always', 'no-event-tools', 'pre-event-only']);
  });

  it('post-event phase', async () => {
    expect(
      await shownBlocks({ persona: 'attendee', phase: 'post-event', features: 'all', editMode: 'off' }),
    ).toEqual(['always', 'needs-meetings-flag', 'live-or-post']);
  });

  it('edit mode shows every block with its requirements, and the disabled notice', async () => {
    const shown = await shownBlocks({
      persona: 'contenteditor',
      phase: 'live',
      features: 'none',
      editMode: 'on',
    });
    expect(shown).toEqual(everyBlock.filter((id) => id !== 'disabled'));
    await waitFor(() => expect(screen.getByText('Component [disabled] is disabled')).toBeTruthy());
    expect(disabledMessage('disabled')).toBe('Component [disabled] is disabled');
  });

  it('pinned stories carry their globals', () => {
    const { AsInPersonAttendee, AsEditorInEditMode } = composeStories(gating);
    expect(AsInPersonAttendee.globals).toMatchObject({ persona: 'inperson', phase: 'live' });
    expect(AsEditorInEditMode.globals).toMatchObject({ editMode: 'on' });
  });
});
