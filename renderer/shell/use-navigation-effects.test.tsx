// A block moving its own state in the URL (IN_PAGE_STATE) keeps focus and scroll; any other navigation moves focus
// to the new page's heading and scrolls to the top. The page as loaded is not scrolled.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IN_PAGE_STATE, useNavigationEffects } from './use-navigation-effects';

function Page() {
  useNavigationEffects('main');
  const navigate = useNavigate();
  return (
    <main id="main" tabIndex={-1}>
      <h1>Sessions</h1>
      <input aria-label="Search" onChange={(e) => void navigate({ search: `?search=${e.currentTarget.value}` }, { state: IN_PAGE_STATE })} />
      <a href="/en/sessions?currentPage=2" onClick={(e) => (e.preventDefault(), void navigate('/en/sessions?currentPage=2'))}>
        Page 2
      </a>
    </main>
  );
}

const scrollTo = vi.fn();
afterEach(() => scrollTo.mockReset());

describe('navigation effects', () => {
  it('leave focus and scroll alone for in-page state, and move them for other navigations', async () => {
    window.scrollTo = scrollTo as never;
    render(
      <MemoryRouter initialEntries={['/en/sessions']}>
        <Page />
      </MemoryRouter>,
    );
    // The page as loaded stays where the browser (or the visitor, before the code ran) put it.
    expect(scrollTo).not.toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(box, 'ai');
    expect(document.activeElement).toBe(box);
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await act(async () => undefined);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sessions' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
