import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface InViewOptions {
  /** docs/behaviour/live-and-video.md: video visibility and tab overflow use a 100 px root margin. */
  rootMargin?: string;
  /** docs/behaviour/live-and-video.md: thresholds 0 and 0.5. */
  threshold?: number | number[];
  /** Stop observing after the element was first seen (e.g. a player that should stay once loaded). */
  once?: boolean;
}

export interface InViewState {
  inView: boolean;
  /** The last intersection ratio (0..1). */
  ratio: number;
}

export const IN_VIEW_DEFAULTS = { rootMargin: '100px', threshold: [0, 0.5] } as const;

/** Whether the element is (near) the viewport. Without IntersectionObserver the element counts as in view. */
export function useInView(ref: RefObject<Element | null>, options: InViewOptions = {}): InViewState {
  const {
    rootMargin = IN_VIEW_DEFAULTS.rootMargin,
    threshold = IN_VIEW_DEFAULTS.threshold,
    once = false,
  } = options;
  const [state, setState] = useState<InViewState>({ inView: false, ratio: 0 });
  const thresholdKey = Array.isArray(threshold) ? threshold.join(',') : String(threshold);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers and test DOMs: showing the content beats never showing it.
      setState({ inView: true, ratio: 1 });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setState({ inView: entry.isIntersecting, ratio: entry.intersectionRatio });
        if (once && entry.isIntersecting) observer.disconnect();
      },
      { rootMargin, threshold: thresholdKey.split(',').map(Number) },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, rootMargin, thresholdKey, once]);

  return state;
}
