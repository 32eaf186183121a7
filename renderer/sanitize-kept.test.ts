// @vitest-environment jsdom
// Server renders sanitise the same rich text again and again: the sanitiser keeps its last results, and a new
// parser window (setSanitizerWindow) forgets them.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, setSanitizerWindow } from './sanitize';

function countingWindow() {
  const counter = { parses: 0 };
  class CountingParser {
    parseFromString(text: string, type: 'text/html') {
      counter.parses++;
      return new window.DOMParser().parseFromString(text, type);
    }
  }
  return { win: { DOMParser: CountingParser }, counter };
}

describe('sanitised results kept', () => {
  it('parses an input once, gives the same answer again, and starts over with a new window', () => {
    const first = countingWindow();
    setSanitizerWindow(first.win);
    const html = '<p onclick="x()">Hello <script>alert(1)</script><a href="https://example.com">there</a></p>';
    const once = sanitizeHtml(html);
    expect(once).not.toContain('onclick');
    expect(once).not.toContain('script');
    expect(sanitizeHtml(html)).toBe(once);
    expect(first.counter.parses).toBe(1);
    const second = countingWindow();
    setSanitizerWindow(second.win);
    expect(sanitizeHtml(html)).toBe(once);
    expect(second.counter.parses).toBe(1);
  });

  it('keeps at most 500 results, dropping the least recently used', () => {
    const { win, counter } = countingWindow();
    setSanitizerWindow(win);
    sanitizeHtml('<b>0</b>');
    for (let i = 1; i <= 500; i++) sanitizeHtml(`<b>${i}</b>`);
    // The 501st input pushed out the first one: asked again, it is parsed again; the last one is still kept.
    const before = counter.parses;
    sanitizeHtml('<b>500</b>');
    expect(counter.parses).toBe(before);
    sanitizeHtml('<b>0</b>');
    expect(counter.parses).toBe(before + 1);
  });
});
