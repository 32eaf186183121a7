// Renders a page at a place in the history, with a back trail, and the current path in an output named "location":
// what the back button's and the detail pages' back links are tested with.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BackTrailContext, createShellI18n, I18nextProvider } from '../renderer';

/** The current path, in an output named "location". */
export function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** `entries` is the tab's history, the last one the current page; `trail` the back trail the shell kept. */
export function renderWithTrail(entries: string[], trail: string[], page: ReactNode) {
  return render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <BackTrailContext value={trail}>
          <Where />
          <Routes>
            <Route path="*" element={page} />
          </Routes>
        </BackTrailContext>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
