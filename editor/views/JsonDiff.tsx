import { create } from 'jsondiffpatch';
import { format } from 'jsondiffpatch/formatters/html';
import 'jsondiffpatch/formatters/styles/html.css';
import './data-views.css';
import { useMemo } from 'react';
import { SafeHtml } from '../../renderer';

// Array items of blocks (buttons, tabs, cards…) are matched by their id when they have one, so a reorder
// reads as a move rather than as every item changed.
const differ = create({
  objectHash: (item: object, index?: number) => {
    const id = (item as { id?: unknown }).id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : `$$index:${index ?? 0}`;
  },
});

/** The jsondiffpatch delta from left to right as HTML ('' when they are equal). */
export function diffHtml(left: unknown, right: unknown): string {
  const delta = differ.diff(left, right);
  return delta ? (format(delta, left) ?? '') : '';
}

export interface JsonDiffProps {
  left: unknown;
  right: unknown;
  /** Names the region for assistive technology. */
  label: string;
  className?: string;
}

/** jsondiffpatch's HTML view of what changed from left to right (its own stylesheet, bundled locally). */
export function JsonDiff({ left, right, label, className }: JsonDiffProps) {
  const html = useMemo(() => diffHtml(left, right), [left, right]);
  return <SafeHtml html={html} role="region" aria-label={label} className={['json-diff', className].filter(Boolean).join(' ')} />;
}
