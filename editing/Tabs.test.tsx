import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Views() {
  const [selected, setSelected] = useState<'ui' | 'json' | 'diff'>('ui');
  return (
    <Tabs
      label="Views"
      tabs={[
        { key: 'ui', label: 'UI' },
        { key: 'json', label: 'JSON' },
        { key: 'diff', label: 'Diff' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Panel {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a labelled tab list whose panel is labelled by the selected tab; only that tab is tabbable', () => {
    render(<Views />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    expect(tab('UI').getAttribute('aria-selected')).toBe('true');
    expect(tab('UI').tabIndex).toBe(0);
    expect(tab('JSON').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'UI' });
    expect(panel.textContent).toBe('Panel ui');
    expect(tab('UI').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing the tab', async () => {
    const user = userEvent.setup();
    render(<Views />);
    tab('UI').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('JSON'));
    expect(tab('JSON').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel json');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Diff'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('UI'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Diff'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('UI'));
    expect(tab('UI').getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Views />);
    await user.click(tab('Diff'));
    expect(tab('Diff').getAttribute('aria-selected')).toBe('true');
  });
});
