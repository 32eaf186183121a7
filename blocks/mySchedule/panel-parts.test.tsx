// The schedule panels' shared pieces: the copy message in both outcomes, and a copy field's select-and-copy.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, type TFunction } from '../../renderer';
import { copyWithMessage } from './copy';
import { CopyField } from './panel-parts';
import { myScheduleNamespace, myScheduleStrings } from './strings';

const i18n = createI18n({ defaultNamespace: myScheduleNamespace, resources: { en: { [myScheduleNamespace]: myScheduleStrings } } });
const t: TFunction = (key, options) => String(i18n.t(key, options));

afterEach(() => vi.unstubAllGlobals());

describe('schedule panel parts', () => {
  it('names what was copied, or says how to copy it by hand', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.resolve() } });
    expect(await copyWithMessage('https://x', 'calendar-link', t)).toBe('Calendar link copied.');
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    expect(await copyWithMessage('https://x', 'link', t)).toBe(
      'Could not copy the link. Select it and copy it yourself.',
    );
  });

  it('shows the link read-only beside its copy button', async () => {
    const onCopy = vi.fn();
    render(
      <CopyField label="Link to your schedule" value="https://x/s" copyLabel="Copy link" onCopy={onCopy} />,
    );
    expect(screen.getByLabelText('Link to your schedule')).toHaveProperty('readOnly', true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }));
    expect(onCopy).toHaveBeenCalledOnce();
  });
});
