import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

const parse = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('sanitizeHtml', () => {
  it('keeps button1..button5 and strips button6', () => {
    const out = parse(
      sanitizeHtml(
        '<button1>a</button1><button2>b</button2><button3>c</button3><button4>d</button4><button5>e</button5><button6>f</button6>',
      ),
    );
    for (const t of ['button1', 'button2', 'button3', 'button4', 'button5'])
      expect(out.querySelector(t)).not.toBeNull();
    expect(out.querySelector('button6')).toBeNull();
  });

  it('keeps the target attribute', () => {
    expect(
      parse(sanitizeHtml('<button1 target="_self">x</button1>'))
        .querySelector('button1')!
        .getAttribute('target'),
    ).toBe('_self');
  });

  it('opens every link in a new window with noopener', () => {
    const out = parse(
      sanitizeHtml('<a href="https://example.com">x</a><p><a href="/en/home" target="_self">y</a></p>'),
    );
    const links = [...out.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><b onclick="x()">b</b>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<b>b</b>');
    expect(out).toContain('<img src="x.png">');
  });

  it('answers empty for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML in the chosen element', () => {
    const { container } = render(
      <SafeHtml as="p" className="body" html={'<em>hi</em><img src=x onerror="alert(1)">'} />,
    );
    const p = container.querySelector('p.body')!;
    expect(p.innerHTML).toBe('<em>hi</em><img src="x">');
  });
});
