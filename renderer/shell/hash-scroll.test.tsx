import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashScrollTimeoutMs, hashTargetId, scrollToHashTarget } from './hash-scroll';

describe('hash scroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const addTarget = (id: string) => {
    const el = document.createElement('section');
    el.id = id;
    document.body.append(el);
    return el;
  };

  it('scrolls to the element once it exists', () => {
    scrollToHashTarget('faq');
    vi.advanceTimersByTime(1000);
    const el = addTarget('faq');
    vi.advanceTimersByTime(100);
    expect(el.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up after 20 s', () => {
    expect(hashScrollTimeoutMs).toBe(20_000);
    scrollToHashTarget('late');
    vi.advanceTimersByTime(19_900);
    vi.advanceTimersByTime(100);
    const el = addTarget('late');
    vi.advanceTimersByTime(1000);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
  });

  it('still scrolls just before 20 s', () => {
    scrollToHashTarget('almost');
    vi.advanceTimersByTime(19_800);
    const el = addTarget('almost');
    vi.advanceTimersByTime(100);
    expect(el.scrollIntoView).toHaveBeenCalled();
  });

  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) {
    it(`is cancelled by ${type}`, () => {
      scrollToHashTarget('x');
      window.dispatchEvent(new Event(type));
      const el = addTarget('x');
      vi.advanceTimersByTime(500);
      expect(el.scrollIntoView).not.toHaveBeenCalled();
    });
  }

  it('reads the id from the hash', () => {
    expect(hashTargetId('#faq')).toBe('faq');
    expect(hashTargetId('#tabs&speakers')).toBe('tabs');
    expect(hashTargetId('')).toBeNull();
  });
});
