import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../i18n/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BackButton, BackTrailContext, hasPreviousPage, useBackLink } from './back-trail';
import { RouterLink } from './RouterLink';
import { useNavigationEffects } from './use-navigation-effects';
import { createShellI18n } from './i18n';
import { renderWithTrail, Where } from '../../test-support/render-with-trail';

describe('Back button', () => {
  it('replaces with the parent list page when there is no previous page', async () => {
    renderWithTrail(['/en/sessions/12'], [], <BackButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('location').textContent).toBe('/en/sessions');
  });

  it('goes back in history when the trail has a previous page', async () => {
    renderWithTrail(['/en/speakers', '/en/sessions/12'], ['/en/speakers'], <BackButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('location').textContent).toBe('/en/speakers');
  });

  it('reads react-router history indexes', () => {
    expect(hasPreviousPage({ idx: 2 })).toBe(true);
    expect(hasPreviousPage({ idx: 0 })).toBe(false);
    expect(hasPreviousPage(null)).toBe(false);
  });
});

/** A detail page's back link as the blocks write it (SessionBackLink, the directories' BackLink). */
function Back({ list, label }: { list: string; label: string }) {
  const back = useBackLink(list);
  return (
    <RouterLink to={back.href} onClick={back.onClick}>
      {back.fromTrail ? 'Back' : label}
    </RouterLink>
  );
}

/** The shell's part: the trail kept by the navigation effects on every navigation. */
function Shell({ children }: { children: ReactNode }) {
  const trail = useNavigationEffects('main');
  return (
    <BackTrailContext value={trail}>
      <main id="main">{children}</main>
    </BackTrailContext>
  );
}

describe('back trail (docs/behaviour/routes-and-gates.md, Navigation)', () => {
  it('speaker page, then one of its sessions: the back link goes to the speaker, then to the speakers list', async () => {
    render(
      <I18nextProvider i18n={createShellI18n('en')}>
        <MemoryRouter initialEntries={['/en/speakers']}>
          <Shell>
            <Where />
            <Routes>
              <Route path="/en/speakers" element={<RouterLink to="/en/speakers/avery">Avery</RouterLink>} />
              <Route path="/en/speakers/:id" element={<><Back list="/en/speakers" label="All speakers" /><RouterLink to="/en/sessions/BRK101">BRK101</RouterLink></>} />
              <Route path="/en/sessions/:id" element={<Back list="/en/sessions" label="All sessions" />} />
            </Routes>
          </Shell>
        </MemoryRouter>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Avery' }));
    // From the list: the back link names the list.
    expect(screen.getByRole('link', { name: 'All speakers' }).getAttribute('href')).toBe('/en/speakers');
    await userEvent.click(screen.getByRole('link', { name: 'BRK101' }));
    expect(screen.getByLabelText('location').textContent).toBe('/en/sessions/BRK101');
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/en/speakers/avery');
    await userEvent.click(back);
    expect(screen.getByLabelText('location').textContent).toBe('/en/speakers/avery');
    // Going back popped the session: the speaker's back link leads to the list again.
    await userEvent.click(screen.getByRole('link', { name: 'All speakers' }));
    expect(screen.getByLabelText('location').textContent).toBe('/en/speakers');
  });

  it('without a trail (first page, server render) the back link is the list', () => {
    render(
      <MemoryRouter initialEntries={['/en/sessions/BRK101']}>
        <Back list="/en/sessions" label="All sessions" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'All sessions' }).getAttribute('href')).toBe('/en/sessions');
  });
});
