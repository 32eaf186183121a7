import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Every page has one level-one heading (axe page-has-heading-one). Block pages get theirs from a block (a header
 * banner, a section heading at level 1) when the layout has one for this viewer; when none is rendered, the shell
 * names the page with a visually hidden h1: the document's title, else `fallback` (the event's name). Watches the
 * main landmark, since lazy blocks and visibility rules decide late whether a heading is there.
 */
export function PageHeading({ fallback }: { fallback: string }) {
  const ref = useRef<HTMLElement>(null);
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const main = ref.current?.closest('main') ?? ref.current?.parentElement;
    if (!main) return;
    const check = () => {
      const own = main.querySelector('h1:not([data-shell-page-heading])');
      setTitle(own ? null : document.title.trim() || fallback);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [fallback]);
  return title ? (
    <h1 ref={ref as RefObject<HTMLHeadingElement>} className="ui-visually-hidden" data-shell-page-heading="">
      {title}
    </h1>
  ) : (
    <span ref={ref} hidden data-shell-page-heading="" />
  );
}
