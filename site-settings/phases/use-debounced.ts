import { useCallback, useEffect, useRef } from 'react';

/**
 * `fn` called `delayMs` after the last call (the phase slider's 50 ms debounce): a drag fires many input events,
 * and only where it rests should move the date. Pending calls are dropped on unmount.
 */
export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): (...args: A) => void {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );
}
