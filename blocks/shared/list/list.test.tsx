// The list-page kit: the page window and pager (the catalog's full look and the directories' plain one), the
// avatar's initials, the URL state, and the search draft (debounced, relevance while searching, cancel on leaving).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar';
import { OffSiteList, SiteList } from './OffSite';
import { createQueryClient } from '../../../api-client';
import { addTranslations, createShellI18n, I18nextProvider } from '../../../renderer';
import { useOnSite } from '../on-site';
import { PageSizeSelect } from './PageSizeSelect';
import { SortSelect } from './SortSelect';
import { pageWindow } from './page-window';
import { Pager } from './Pager';
import { useListUrl, useSpaClick } from './use-list-url';
import { SEARCH_DEBOUNCE_MS, useSearchDraft } from './use-search-draft';

afterEach(() => vi.useRealTimers());

/** Renders under an i18next instance in `language` (English defaults; other texts added by the test). */
const inLanguage = (language = 'en') => {
  const i18n = createShellI18n(language);
  return { i18n, wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> };
};
const english = () => ({ wrapper: inLanguage().wrapper });

describe('pageWindow', () => {
  it('centres the window on the current page and keeps it inside the pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20, 3)).toEqual([18, 19, 20]);
    expect(pageWindow(1, 2, 3)).toEqual([1, 2]);
  });
});

describe('Pager', () => {
  const hrefOf = (page: number) => `/list?currentPage=${page}`;
  it('renders nothing for one page', () => {
    const { container } = render(<Pager block="blk-x" current={1} last={1} hrefOf={hrefOf} onClick={() => {}} />, english());
    expect(container.innerHTML).toBe('');
  });

  it("the full look: arrows, a gap for the missing edge, page classes and the 'Page n of m' line", () => {
    const { container } = render(<Pager block="blk-x" full current={1} last={8} hrefOf={hrefOf} onClick={() => {}} />, english());
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.className).toBe('blk-x__pager');
    expect(container.querySelectorAll('.blk-x__pager-gap')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).className).toContain('blk-x__page');
    expect(container.querySelectorAll('.blk-x__page--wide')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/list?currentPage=2');
    expect(screen.getByText('Page 1 of 8').className).toBe('blk-x__pager-of');
  });

  it('the plain look: no gap, no page classes, no count line, its own label', () => {
    const { container } = render(<Pager block="blk-y" label="Speakers pages" current={3} last={3} hrefOf={hrefOf} onClick={() => {}} />, english());
    screen.getByRole('navigation', { name: 'Speakers pages' });
    expect(container.querySelector('.blk-y__pager-gap')).toBeNull();
    expect(container.querySelector('.blk-y__pager-of')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(4);
  });

  it("reads its words from the shared-list namespace in the visitor's language", () => {
    const { i18n, wrapper } = inLanguage('de');
    addTranslations(i18n, 'de', { 'translate.shared-list.pager.label': 'Seiten', 'translate.shared-list.pager.page': 'Seite {{page}}', 'translate.shared-list.pager.page-of': 'Seite {{current}} von {{last}}' }, 'shared-list');
    render(<Pager block="blk-x" full current={2} last={8} hrefOf={hrefOf} onClick={() => {}} />, { wrapper });
    screen.getByRole('navigation', { name: 'Seiten' });
    expect(screen.getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    screen.getByText('Seite 2 von 8');
    // A word the language lacks falls back to English.
    screen.getByRole('link', { name: /Next/ });
  });
});

describe('Avatar', () => {
  it('shows the picture, else the initials with the empty class', () => {
    const { container, rerender } = render(<Avatar src="/p.jpg" name="Avery Lee" className="pic" emptyClassName="pic--empty" width={48} height={40} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/p.jpg');
    expect(img?.getAttribute('width')).toBe('48');
    expect(img?.getAttribute('height')).toBe('40');
    rerender(<Avatar src={null} name="Avery Lee" className="pic" emptyClassName="pic--empty" width={48} height={40} />);
    const tile = container.querySelector('span');
    expect(tile?.className).toBe('avatar avatar--empty pic pic--empty');
    expect(tile?.textContent).toBe('AL');
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
  });
});

interface State {
  search?: string;
  sortBy?: 'relevance' | 'asc' | 'desc';
  currentPage?: number;
}
const read = (search: string): State => {
  const q = new URLSearchParams(search);
  return { search: q.get('search') ?? undefined, sortBy: (q.get('sortBy') as State['sortBy']) ?? undefined, currentPage: q.get('currentPage') ? Number(q.get('currentPage')) : undefined };
};
const write = (current: string, next: State): string => {
  const q = new URLSearchParams(current);
  for (const key of ['search', 'sortBy', 'currentPage']) q.delete(key);
  if (next.search) q.set('search', next.search);
  if (next.sortBy) q.set('sortBy', next.sortBy);
  if (next.currentPage) q.set('currentPage', String(next.currentPage));
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
};

function useListPage() {
  const url = useListUrl(read, write);
  const search = useSearchDraft(url.state, url.go);
  const location = useLocation();
  return { url, search, location };
}
const at = (entry: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

describe('useListUrl and useSearchDraft', () => {
  it('reads the state, writes links keeping other params, and moves', () => {
    const { result } = renderHook(() => useListPage(), { wrapper: at('/list?source=x&currentPage=2') });
    expect(result.current.url.state).toEqual({ search: undefined, sortBy: undefined, currentPage: 2 });
    expect(result.current.url.hrefOf({ currentPage: 3 })).toBe('/list?source=x&currentPage=3');
    act(() => result.current.url.go({ sortBy: 'desc' }));
    expect(result.current.location.search).toBe('?source=x&sortBy=desc');
  });

  it('commits the search after the pause, switching to relevance, and restores the sort when cleared', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useListPage(), { wrapper: at('/list?sortBy=desc&currentPage=4') });
    act(() => result.current.search.setDraft('cloud '));
    expect(result.current.location.search).toBe('?sortBy=desc&currentPage=4');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?search=cloud&sortBy=relevance');
    // The trailing space of a word being typed stays in the box.
    expect(result.current.search.draft).toBe('cloud ');
    act(() => result.current.search.setDraft(''));
    act(() => result.current.search.commitNow());
    expect(result.current.location.search).toBe('?sortBy=desc');
  });

  it('replaces the first search of a run with a refinement sent before the URL caught up, and starts a new run after Back', () => {
    const go = vi.fn();
    const { result, rerender } = renderHook(({ state }: { state: State }) => useSearchDraft(state, go), { initialProps: { state: {} as State } });
    act(() => result.current.setDraft('c'));
    act(() => result.current.commitNow());
    // A busy phone: the URL still says no search when the next keystrokes are sent.
    act(() => result.current.setDraft('chen'));
    act(() => result.current.commitNow());
    expect(go.mock.calls.map(([next, replace]) => [(next as State).search, replace])).toEqual([['c', false], ['chen', true]]);
    rerender({ state: { search: 'chen', sortBy: 'relevance' } });
    // Back: the URL has no search again, and the next search is a new history entry.
    rerender({ state: {} });
    go.mockClear();
    act(() => result.current.setDraft('lake'));
    act(() => result.current.commitNow());
    expect(go.mock.calls.map(([next, replace]) => [(next as State).search, replace])).toEqual([['lake', false]]);
  });

  it('sends no pending search once the visitor leaves (cancel)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useListPage(), { wrapper: at('/list') });
    act(() => result.current.search.setDraft('ai'));
    act(() => result.current.search.cancel());
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(result.current.location.search).toBe('');
  });
});

describe('useSpaClick', () => {
  function Links({ onLeave }: { onLeave: () => void }) {
    const click = useSpaClick(onLeave);
    const { pathname, search } = useLocation();
    return (
      <>
        <a href="/list?currentPage=2" onClick={click}>
          same page
        </a>
        <a href="/other" onClick={click}>
          other page
        </a>
        <a href="//elsewhere.example/x" onClick={(e) => { click(e); if (!e.defaultPrevented) e.preventDefault(); }}>
          off site
        </a>
        <output>{`${pathname}${search}`}</output>
      </>
    );
  }

  it('follows in-site links without a load and tells when the page is left', () => {
    const onLeave = vi.fn();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Links onLeave={onLeave} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('same page'));
    expect(screen.getByRole('status').textContent).toBe('/list?currentPage=2');
    expect(onLeave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('off site'));
    expect(screen.getByRole('status').textContent).toBe('/list?currentPage=2');
    fireEvent.click(screen.getByText('other page'), { button: 0 });
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('/other');
  });
});

describe('PageSizeSelect, SortSelect and OffSiteList', () => {
  it('offers the sorts by label after any options before them; the empty one answers undefined', () => {
    const onChange = vi.fn();
    render(<SortSelect value="" sorts={['asc', 'desc'] as const} labels={{ asc: 'A–Z', desc: 'Z–A' }} onChange={onChange} before={<option value="">Recommended</option>} />, english());
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Recommended', 'A–Z', 'Z–A']);
    fireEvent.change(select, { target: { value: 'desc' } });
    expect(onChange).toHaveBeenLastCalledWith('desc');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('offers the page sizes and answers the chosen one as a number', () => {
    const onChange = vi.fn();
    render(<PageSizeSelect value={24} onChange={onChange} />, english());
    const select = screen.getByLabelText('Per page') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['12', '24', '48', '96']);
    expect(select.value).toBe('24');
    fireEvent.change(select, { target: { value: '48' } });
    expect(onChange).toHaveBeenCalledWith(48);
  });

  it('is off the site without a router and query client, and says where the list will show', () => {
    const { result } = renderHook(() => useOnSite());
    expect(result.current).toBe(false);
    const { container } = render(
      <OffSiteList block="blk-x" label="Speakers" heading="Our speakers">
        The speakers show here on the site.
      </OffSiteList>,
    );
    expect(container.innerHTML).toBe(
      '<section class="blk-x" aria-label="Speakers"><h2 class="blk-x__heading">Our speakers</h2><p>The speakers show here on the site.</p></section>',
    );
  });

  it('shows the list on the site and the note outside it', () => {
    const list = (
      <SiteList block="blk-x" label="Speakers" note="The speakers show here on the site.">
        <ul data-testid="list" />
      </SiteList>
    );
    expect(render(list).container.innerHTML).toBe('<section class="blk-x" aria-label="Speakers"><p>The speakers show here on the site.</p></section>');
    cleanup();
    render(list, { wrapper: ({ children }) => <QueryClientProvider client={createQueryClient()}><MemoryRouter>{children}</MemoryRouter></QueryClientProvider> });
    expect(screen.getByTestId('list')).toBeTruthy();
  });
});
