import { useEffect, useRef, useState } from 'react';

/**
 * What the shell's disclosures share (the menus' sub-lists, the language switcher): which one is open (a key, or
 * null), closed by a click outside `root`; Escape inside closes it and gives the focus back to its button.
 */
export function useDisclosure<K>() {
  const [open, setOpen] = useState<K | null>(null);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open === null) return;
    const onPointer = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);
  /** onKeyDown for the element around a disclosure's button and list. */
  const closeOnEscape = (e: React.KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || open === null) return;
    e.stopPropagation();
    setOpen(null);
    e.currentTarget.querySelector<HTMLElement>('button')?.focus();
  };
  return { open, setOpen, root, closeOnEscape };
}
