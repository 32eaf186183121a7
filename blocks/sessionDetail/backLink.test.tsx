// The session page's and the directories' back links follow the back trail (docs/behaviour/catalog.md, Navigation): from a
// speaker's page to one of their sessions, the session's back link returns to the speaker, not to the catalog.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTrail } from '../../test-support/render-with-trail';
import { BackLink } from '../shared/directory/parts';
import { SessionBackLink } from './BackLink';

describe('detail back links', () => {
  it('session reached from a speaker: "Back" to the speaker', async () => {
    renderWithTrail(['/en/speakers', '/en/speakers/avery', '/en/sessions/BRK101'], ['/en/speakers', '/en/speakers/avery'], <SessionBackLink language="en" />);
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/en/speakers/avery');
    await userEvent.click(back);
    expect(screen.getByLabelText('location').textContent).toBe('/en/speakers/avery');
  });

  it('session reached from the catalog: "All sessions", the catalog as it was filtered', () => {
    renderWithTrail(['/en/sessions?search=ai', '/en/sessions/BRK101'], ['/en/sessions?search=ai'], <SessionBackLink language="en" />);
    expect(screen.getByRole('link', { name: 'All sessions' }).getAttribute('href')).toBe('/en/sessions?search=ai');
  });

  it('session opened first: "All sessions", the catalog', () => {
    renderWithTrail(['/en/sessions/BRK101'], [], <SessionBackLink language="en" label="Back to the catalog" />);
    expect(screen.getByRole('link', { name: 'Back to the catalog' }).getAttribute('href')).toBe('/en/sessions');
  });

  it('speaker reached from a session: "Back" to the session; else the directory', () => {
    renderWithTrail(['/en/sessions/BRK101', '/en/speakers/avery'], ['/en/sessions/BRK101'], <BackLink href="/en/speakers" text="All speakers" onClick={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/en/sessions/BRK101');
  });
});
