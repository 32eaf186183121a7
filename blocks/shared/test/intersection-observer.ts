// jsdom has no IntersectionObserver. This is a minimal stand-in the tests drive by hand:
// `enter()` reports every observed element as intersecting, as a scroll into view would.
import { afterEach, beforeEach } from 'vitest';

interface Observed {
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  elements: Set<Element>;
  options: IntersectionObserverInit | undefined;
}

export interface IntersectionController {
  /** Elements currently observed. */
  observed(): Element[];
  /** Options passed by the last observer created. */
  lastOptions(): IntersectionObserverInit | undefined;
  /** Report the observed elements (or only `target`) as scrolled into view. */
  enter(target?: Element): void;
  uninstall(): void;
}

export function installIntersectionObserver(): IntersectionController {
  const instances: Observed[] = [];
  const previous = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

  class TestIntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[];
    private readonly record: Observed;

    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rootMargin = options?.rootMargin ?? '0px';
      const t = options?.threshold ?? 0;
      this.thresholds = Array.isArray(t) ? t : [t];
      this.record = {
        callback,
        observer: this as unknown as IntersectionObserver,
        elements: new Set(),
        options,
      };
      instances.push(this.record);
    }
    observe(el: Element) {
      this.record.elements.add(el);
    }
    unobserve(el: Element) {
      this.record.elements.delete(el);
    }
    disconnect() {
      this.record.elements.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;

  return {
    observed: () => instances.flatMap((i) => [...i.elements]),
    lastOptions: () => instances[instances.length - 1]?.options,
    enter(target) {
      for (const instance of instances) {
        const hits = [...instance.elements].filter((el) => !target || el === target);
        if (hits.length === 0) continue;
        const entries = hits.map(
          (el) =>
            ({
              target: el,
              isIntersecting: true,
              intersectionRatio: 1,
              time: Date.now(),
              boundingClientRect: el.getBoundingClientRect(),
              intersectionRect: el.getBoundingClientRect(),
              rootBounds: null,
            }) as IntersectionObserverEntry,
        );
        instance.callback(entries, instance.observer);
      }
    },
    uninstall() {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = previous;
    },
  };
}

/** A fresh stand-in for each test of the calling file, removed after it; the answer drives the current one. */
export function intersectionObserverPerTest(): Omit<IntersectionController, 'uninstall'> {
  let current: IntersectionController | undefined;
  beforeEach(() => {
    current = installIntersectionObserver();
  });
  afterEach(() => current?.uninstall());
  const active = () => {
    if (!current) throw new Error('the IntersectionObserver stand-in is installed only while a test runs');
    return current;
  };
  return {
    observed: () => active().observed(),
    lastOptions: () => active().lastOptions(),
    enter: (target) => active().enter(target),
  };
}
