import { createElement, useMemo } from 'react';
import type { HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  html: string | null | undefined;
  /** The element to render; `div` by default. */
  as?: 'div' | 'span' | 'p' | 'section' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'li' | 'label';
}

/** Renders editor-supplied HTML after sanitising it; the one place blocks use dangerouslySetInnerHTML. */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: clean } });
}
