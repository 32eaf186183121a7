// A detail page's <head>: its title and description (in the server's HTML and set in the browser), and a 404 status
// for an unknown id so crawlers drop the address.
import { useEffect } from 'react';
import { useServerRender } from '../../../renderer';

export function useDetailHead(head: { title: string; description?: string; notFound?: boolean } | null): void {
  const record = useServerRender();
  // Recording during render is safe: the server renders once per request into its own record.
  if (record && head) {
    record.head.push({ title: head.title, names: head.description ? { description: head.description } : {}, properties: { 'og:title': head.title } });
    if (head.notFound) record.status = 404;
  }
  const title = head?.title;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
