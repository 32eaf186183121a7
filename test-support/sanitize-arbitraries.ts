// fast-check generators of hostile HTML for the sanitiser's differential tests (renderer/sanitize-differential.test.tsx
// in jsdom, e2e/sanitizer.spec.ts in Chromium). Test code only: nothing imports it from the app.
//
// Inputs are built from the pieces DOMPurify's own fixtures combine: foreign content (svg, math) and the elements
// that switch the HTML parser's mode (table, select, noscript, template, style, textarea, title, xmp, plaintext,
// mglyph, malignmark), event handlers, script URLs written every way the URL standard strips, DOM-clobbering ids
// and names, CSS that fetches, comments, CDATA, entities and broken markup; nested and concatenated at random.
import fc from 'fast-check';

/** Any script that runs calls this (the Chromium spec defines it and fails on a call). */
export const HIT = 'top.__hit';

const TAGS = [
  'a', 'b', 'div', 'p', 'span', 'img', 'table', 'td', 'tr', 'tbody', 'caption', 'colgroup', 'select', 'option',
  'optgroup', 'svg', 'math', 'mi', 'mo', 'mtext', 'mglyph', 'malignmark', 'annotation-xml', 'foreignobject', 'desc',
  'title', 'style', 'script', 'noscript', 'noembed', 'noframes', 'template', 'textarea', 'xmp', 'iframe', 'object',
  'embed', 'form', 'input', 'button', 'button1', 'details', 'summary', 'video', 'audio', 'source', 'image', 'use',
  'animate', 'set', 'a2', 'font', 'center', 'marquee', 'frameset', 'base', 'link', 'meta', 'head', 'body', 'html',
  'plaintext', 'listing', 'pre', 'keygen', 'isindex', 'dialog', 'slot', 'portal', 'h1', 'ul', 'li', 'blockquote',
];

const SCRIPT_URLS = [
  `javascript:${HIT}(1)`,
  ` JaVaScRiPt:${HIT}(2)`,
  `java\tscript:${HIT}(3)`,
  `java&#x09;script:${HIT}(4)`,
  `java&#10;script:${HIT}(5)`,
  `&#x6A;avascript:${HIT}(6)`,
  `&#0000106avascript:${HIT}(7)`,
  `\u0001javascript:${HIT}(8)`,
  `jav&Tab;ascript:${HIT}(9)`,
  `vbscript:${HIT}(10)`,
  `data:text/html,<script>${HIT}(11)</script>`,
  `data:text/html;base64,PHNjcmlwdD50b3AuX19oaXQoMTIpPC9zY3JpcHQ+`,
  `data:image/svg+xml,<svg onload=${HIT}(13)>`,
  '/\\evil.test/x',
  '/\t/evil.test/x',
  '//evil.test/x',
  'https://evil.test/x',
  '#frag',
  '/en/home',
  'mailto:a@b.test',
];

const CSS = [
  'color:red',
  'background:url(https://css-leak.test/a)',
  'background-image:image-set("https://css-leak.test/b" 1x)',
  'background:-webkit-image-set(url(https://css-leak.test/c) 1x)',
  'background:cross-fade(url(https://css-leak.test/d), red 50%)',
  'background:element(#x)',
  'list-style:url(https://css-leak.test/e)',
  'border-image:url(https://css-leak.test/f) 30',
  'background:u\\72l(https://css-leak.test/g)',
  'background:\\75 rl(https://css-leak.test/h)',
  '@import "https://css-leak.test/i.css"',
  'x:expression(top.__hit(20))',
  'behavior:url(x.htc)',
  '-moz-binding:url(x.xml#x)',
  'color:red;background:url(https://css-leak.test/j)',
  'width:calc(100% - 2px)',
  'position:fixed;top:0;left:0;width:100%;height:100%',
  'text-align:center',
  'background:/**/url(https://css-leak.test/k)',
];

const CLOBBER = ['cookie', 'location', 'body', 'forms', 'images', 'attributes', 'nodeName', 'parentNode', 'getElementById', 'createElement', 'documentElement', 'defaultView', 'x', 'safe-id', 'ownerDocument', 'innerHTML', 'submit'];

const EVENTS = ['onerror', 'onload', 'onclick', 'onfocus', 'onmouseover', 'ontoggle', 'onbegin', 'onanimationstart', 'onpointerenter', 'formaction', 'srcdoc', 'xlink:href', 'href', 'src', 'action', 'style', 'id', 'name', 'is', 'autofocus', 'open', 'target', 'data-x', 'aria-label', 'class', 'background', 'poster', 'ping'];

const quote = fc.constantFrom('"', "'", '');

const attrValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SCRIPT_URLS),
  fc.constantFrom(...CSS),
  fc.constantFrom(...CLOBBER),
  fc.constant(`${HIT}(30)`),
  fc.constant('"><img src=x onerror=top.__hit(31)>'),
  fc.constant('</style><img src=x onerror=top.__hit(32)>'),
  fc.constant('x" onerror="top.__hit(33)'),
  fc.string({ maxLength: 8 }),
);

const attribute: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...EVENTS), quote, attrValue)
  .map(([name, q, value]) => (q === '' ? ` ${name}=${value.replace(/\s/g, '')}` : ` ${name}=${q}${value.split(q).join('')}${q}`));

const text: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('hello', '&lt;script&gt;', '&amp;', '<!-- c -->', '<!--', '-->', '<![CDATA[<img src=x onerror=top.__hit(40)>]]>', '</p>', '<', '>', '&', '"', "'", '</title>', '</textarea>', '</noscript>', '</style>', '</script>', '<?x?>', '<!x>', '</x y=">"'),
  fc.string({ maxLength: 6 }),
);

/** One hostile HTML fragment (a tree of random elements and attributes around hostile text). */
export const hostileHtml: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc
      .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), tie('nodes'), fc.boolean())
      .map(([tag, attrs, inner, close]) => `<${tag}${attrs.join('')}>${inner}${close ? `</${tag}>` : ''}`),
  ),
  nodes: fc.array(tie('node'), { maxLength: 3 }).map((parts) => parts.join('')),
})).nodes;

/** Two or three fragments glued together, so one's broken markup runs into the next. */
export const hostileDocument: fc.Arbitrary<string> = fc.array(hostileHtml, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''));

/** What DOMPurify must be told about the project's extras (docs/behaviour/content-and-environments.md: button tags and link targets). */
export const DOMPURIFY_CONFIG = {
  ADD_TAGS: ['button1', 'button2', 'button3', 'button4', 'button5'],
  ADD_ATTR: ['target'],
} as const;
