import { useEffect } from 'react';

/** The tab names the tool too (no page layout, so no pageMeta block sets it); the previous title comes back on leaving. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = before ? `${title} | ${before}` : title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
