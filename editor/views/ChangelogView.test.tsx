import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '../../api-client';
import { type ChangelogEntry } from '../../api-client/editing';
import { CHANGELOG_DIFF_MAX_HEIGHT_PX, ChangelogView, blockChanges } from './ChangelogView';
import { renderWithProviders } from './view-test-support';

const block = { componentId: 'intro', component: 'sectionHeading', props: { heading: 'Now' } };
const page = { layoutId: 'home', phase: 'live', environment: 'cont' as const };

function entry(at: string, changes: ChangelogEntry['Changes'], forced = false): ChangelogEntry {
  return { Timestamp: at, Editor: { name: 'Casey Editor', email: 'casey@example.com' }, Changes: changes, Forced: forced, DocumentId: 'home--live', Environment: 'cont' };
}

function renderLog(entries: ChangelogEntry[]) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.contentChangelog('home--live'), { pages: [{ entries, nextCursor: null }], pageParams: [null] });
  return renderWithProviders(<ChangelogView block={block} page={page} onSaved={vi.fn()} onClose={vi.fn()} />, client);
}

describe('ChangelogView', () => {
  it('says so when no save touched the block', () => {
    renderLog([entry('2026-11-20T10:00:00Z', [{ Field: 'heading', Component: 'hero', PreviousValue: 'a', CurrentValue: 'b' }])]);
    expect(screen.getByText('There is no changelog history available for this component.')).toBeTruthy();
  });

  it("lists the block's saves, newest first, each with its editor and a diff capped at 1000 px", () => {
    renderLog([
      entry('2026-11-21T10:00:00Z', [{ Field: 'heading', Component: 'intro', PreviousValue: 'Then', CurrentValue: 'Now' }], true),
      entry('2026-11-20T10:00:00Z', [{ Field: 'heading', Component: 'intro', PreviousValue: 'First', CurrentValue: 'Then' }]),
    ]);
    const items = [...screen.getByRole('list', { name: 'Saves of intro' }).children];
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Casey Editor (casey@example.com)');
    expect(items[0]?.textContent).toContain('forced save');
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T10:00:00Z');
    const diffs = screen.getAllByTestId('changelog.diff');
    expect(CHANGELOG_DIFF_MAX_HEIGHT_PX).toBe(1000);
    expect(diffs[0]?.style.maxHeight).toBe('1000px');
    expect(diffs[0]?.style.overflow).toBe('auto');
    expect(diffs[0]?.textContent).toContain('Then');
    expect(diffs[0]?.textContent).toContain('Now');
  });
});

describe('blockChanges', () => {
  it("keeps only the block's own field changes of each entry", () => {
    const log = [
      entry('t2', [
        { Field: 'heading', Component: 'intro', PreviousValue: 'a', CurrentValue: 'b' },
        { Field: 'heading', Component: 'hero', PreviousValue: 'x', CurrentValue: 'y' },
        { Field: 'position', Component: 'intro', PreviousValue: 3, CurrentValue: 2 },
      ]),
      entry('t1', [{ Field: 'heading', Component: 'hero', PreviousValue: 'w', CurrentValue: 'x' }]),
    ];
    const changes = blockChanges(log, 'intro');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.before).toEqual({ heading: 'a', position: 3 });
    expect(changes[0]?.after).toEqual({ heading: 'b', position: 2 });
  });
});
