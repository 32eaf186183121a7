import type { HeadTags } from '../../renderer';

export type { HeadTags };

/**
 * Sets the document title and meta tags, and returns a function that puts back what was there
 * before (tags this call created are removed), so leaving the page leaves no stale metadata.
 */
export function applyHeadTags(doc: Document, tags: HeadTags): () => void {
  const undo: (() => void)[] = [];
  if (tags.title !== undefined && tags.title !== '') {
    const previous = doc.title;
    // The server's HTML has the same already: setting it again would replace the title's text for nothing.
    if (previous !== tags.title) doc.title = tags.title;
    undo.push(() => {
      doc.title = previous;
    });
  }
  const put = (attribute: 'name' | 'property', key: string, content: string) => {
    // Keys come from this module (description, og:title...), never from content, so no escaping is needed.
    const selector = `meta[${attribute}="${key}"]`;
    let element = doc.head.querySelector<HTMLMetaElement>(selector);
    if (element) {
      const previous = element.getAttribute('content');
      const kept = element;
      if (previous !== content) element.setAttribute('content', content);
      undo.push(() =>
        previous === null ? kept.removeAttribute('content') : kept.setAttribute('content', previous),
      );
    } else {
      element = doc.createElement('meta');
      element.setAttribute(attribute, key);
      element.setAttribute('content', content);
      doc.head.appendChild(element);
      const created = element;
      undo.push(() => created.remove());
    }
  };
  if (tags.canonical) {
    let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const previous = link?.getAttribute('href') ?? null;
    if (!link) {
      link = doc.createElement('link');
      link.setAttribute('rel', 'canonical');
      doc.head.appendChild(link);
      const created = link;
      undo.push(() => created.remove());
    } else {
      const kept = link;
      undo.push(() =>
        previous === null ? kept.removeAttribute('href') : kept.setAttribute('href', previous),
      );
    }
    if (previous !== tags.canonical) link.setAttribute('href', tags.canonical);
  }
  for (const [key, content] of Object.entries(tags.names)) put('name', key, content);
  for (const [key, content] of Object.entries(tags.properties)) put('property', key, content);
  return () => {
    for (const step of undo.reverse()) step();
  };
}
