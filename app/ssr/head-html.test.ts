import { describe, expect, it } from 'vitest';
import { headHtml, jsonForHtml } from './head-html';

describe('head tags of a server-rendered page', () => {
  it('merge the blocks in render order, escape every value, and fall back to the title and the page path', () => {
    const html = headHtml(
      [
        { title: 'First', names: { description: 'one' }, properties: {} },
        { title: 'Q&A "live" <now>', names: { description: 'two' }, properties: { 'og:title': "It's <b>" } },
      ],
      'Event',
      '/en/home',
    );
    expect(html).toContain('<title>Q&amp;A &quot;live&quot; &lt;now&gt;</title>');
    expect(html).toContain('<meta name="description" content="two">');
    expect(html).toContain('<meta property="og:title" content="It&#39;s &lt;b&gt;">');
    expect(html).toContain('<link rel="canonical" href="/en/home">');
    expect(html).toContain('<link rel="expect" href="#site-footer" blocking="render">');
    expect(headHtml([], 'Event', '/en/x')).toContain('<title>Event</title>');
  });

  it('embed state JSON that no content can break out of', () => {
    const text = jsonForHtml({ heading: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ heading: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });
});
