// The clamp of the directories: back to the last page only once the list for the URL's state has come.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useClampPage } from './use-directory-page';

describe('useClampPage', () => {
  it('moves a page past the end to the last page, in place', () => {
    const go = vi.fn();
    renderHook(() => useClampPage({ pageCount: 3 }, false, { currentPage: 5, search: 'a' }, go));
    expect(go).toHaveBeenCalledWith({ currentPage: 3, search: 'a' }, true);
  });

  it('waits while the previous list is on screen, and leaves pages in range or an empty list alone', () => {
    const go = vi.fn();
    renderHook(() => useClampPage({ pageCount: 3 }, true, { currentPage: 5 }, go));
    renderHook(() => useClampPage({ pageCount: 3 }, false, { currentPage: 3 }, go));
    renderHook(() => useClampPage({ pageCount: 0 }, false, { currentPage: 2 }, go));
    renderHook(() => useClampPage(undefined, false, { currentPage: 2 }, go));
    expect(go).not.toHaveBeenCalled();
  });
});
