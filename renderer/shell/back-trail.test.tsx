import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../i18n/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BackButton, BackTrailContext, hasPreviousPage } from './back-trail';
import { createShellI18n } from './i18n';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderAt(entries: string[], index: number, trail: string[] = []) {
  return render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <MemoryRouter initialEntries={entries} initialIndex={index}>
        <BackTrailContext value={trail}>
          <Routes>
            <Route path="*" element={<><Where /><BackButton /></>} />
          </Routes>
        </BackTrailContext>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('Back button', () => {
  it('replaces with the parent list page when there is no previous page', async () => {
    renderAt(['/en/sessions/12'], 0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('location').textContent).toBe('/en/sessions');
  });

  it('goes back in history when the trail has a previous page', async () => {
    renderAt(['/en/speakers', '/en/sessions/12'], 1, ['/en/speakers']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('location').textContent).toBe('/en/speakers');
  });

  it('reads react-router history indexes', () => {
    expect(hasPreviousPage({ idx: 2 })).toBe(true);
    expect(hasPreviousPage({ idx: 0 })).toBe(false);
    expect(hasPreviousPage(null)).toBe(false);
  });
});
