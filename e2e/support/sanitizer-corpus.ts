/**
 * The sanitiser's own Chromium corpus, by the classes of DOMPurify's published fixtures: mutation
 * XSS, namespace confusion, DOM clobbering, URL schemes and CSS, plus event handlers and broken markup. Every
 * payload that runs calls top.__hit(id) (or alert); every style that fetches asks for a host under css-leak.test.
 * e2e/sanitizer.spec.ts renders each case's sanitised output in a live document and fails on any hit or fetch.
 */
export type CorpusClass = 'mxss' | 'namespace' | 'clobbering' | 'url' | 'css' | 'handler' | 'broken';

export interface CorpusCase {
  id: string;
  kind: CorpusClass;
  html: string;
}

const hit = (id: string) => `top.__hit('${id}')`;

/** Every way the URL standard lets `javascript:` be written (what a browser strips before reading the scheme). */
export const SCRIPT_URL_SPELLINGS: readonly string[] = [
  'javascript:X',
  'JaVaScRiPt:X',
  ' javascript:X',
  '\tjavascript:X',
  'java\tscript:X',
  'java\nscript:X',
  'java\rscript:X',
  'jav\t\n\rascript:X',
  'javascript\t:X',
  '\u0001javascript:X',
  '\u0000javascript:X',
  '\u001fjavascript:X',
  '\u0020\u0008javascript:X',
  'javascript:X\u0000',
  'vbscript:X',
  'livescript:X',
  'data:text/html,<script>X</script>',
  'data:text/html;base64,PHNjcmlwdD5YPC9zY3JpcHQ+',
  'data:application/xhtml+xml,<x:script xmlns:x="http://www.w3.org/1999/xhtml">X</x:script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="X"/>',
];

/** HTML-encoded spellings (the parser decodes them in attribute values). */
const ENCODED_SCRIPT_URLS = [
  'jav&#x09;ascript:X',
  'jav&#9;ascript:X',
  'jav&#x0A;ascript:X',
  'jav&NewLine;ascript:X',
  'jav&Tab;ascript:X',
  '&#106;avascript:X',
  '&#x6A;avascript:X',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058X',
  '&#x20;javascript:X',
  'javascript&colon;X',
  'java&#x0D;script:X',
];

/** Relative URLs that resolve to another site: they must be treated as off-site. */
export const OFF_SITE_RELATIVE: readonly string[] = ['//evil.test/x', '/\\evil.test/x', '\\\\evil.test/x', '/\t/evil.test/x', '/\n/evil.test/x', '\\/evil.test', ' //evil.test', '/\r\n/evil.test'];

const urlCases = (): CorpusCase[] => {
  const out: CorpusCase[] = [];
  const spellings = [...SCRIPT_URL_SPELLINGS, ...ENCODED_SCRIPT_URLS];
  spellings.forEach((spelling, i) => {
    const id = `url-${i}`;
    const url = spelling.replace('X', hit(id)).replace(/"/g, '&quot;');
    out.push({ id: `${id}-a`, kind: 'url', html: `<a href="${url}" id="link-${i}">link</a>` });
    out.push({ id: `${id}-img`, kind: 'url', html: `<img src="${url}" alt="x">` });
    out.push({ id: `${id}-cite`, kind: 'url', html: `<blockquote cite="${url}">q</blockquote>` });
    out.push({ id: `${id}-button1`, kind: 'url', html: `<button1 href="${url}" target="${url}">b</button1>` });
  });
  out.push({ id: 'url-iframe', kind: 'url', html: `<iframe src="javascript:${hit('url-iframe')}"></iframe>` });
  out.push({ id: 'url-object', kind: 'url', html: `<object data="javascript:${hit('url-object')}"></object>` });
  out.push({ id: 'url-embed', kind: 'url', html: `<embed src="javascript:${hit('url-embed')}">` });
  out.push({ id: 'url-form', kind: 'url', html: `<form action="javascript:${hit('url-form')}"><input type=submit></form>` });
  out.push({ id: 'url-formaction', kind: 'url', html: `<button formaction="javascript:${hit('url-formaction')}">x</button>` });
  out.push({ id: 'url-base', kind: 'url', html: `<base href="javascript:${hit('url-base')}//"><a href="/x">x</a>` });
  out.push({ id: 'url-meta-refresh', kind: 'url', html: `<meta http-equiv="refresh" content="0;url=javascript:${hit('url-meta-refresh')}">` });
  out.push({ id: 'url-svg-a', kind: 'url', html: `<svg><a xlink:href="javascript:${hit('url-svg-a')}"><text y="20">x</text></a></svg>` });
  out.push({ id: 'url-math-href', kind: 'url', html: `<math href="javascript:${hit('url-math-href')}">x</math>` });
  out.push({ id: 'url-srcdoc', kind: 'url', html: `<iframe srcdoc="<script>${hit('url-srcdoc')}</script>"></iframe>` });
  OFF_SITE_RELATIVE.forEach((href, i) => out.push({ id: `url-offsite-${i}`, kind: 'url', html: `<a href="${href.replace(/"/g, '&quot;')}">off</a>` }));
  return out;
};

const HANDLER_TAGS = ['img src=x', 'a href=#', 'div', 'p', 'span', 'details open', 'body', 'svg', 'video', 'audio src=x', 'input autofocus', 'marquee', 'table background=x', 'button1', 'summary', 'h1'];
const HANDLERS = ['onerror', 'onload', 'onclick', 'onfocus', 'onmouseover', 'ontoggle', 'onanimationstart', 'onpageshow', 'onbegin', 'onstart'];

const handlerCases = (): CorpusCase[] => {
  const out: CorpusCase[] = [];
  HANDLER_TAGS.forEach((tag, t) => {
    HANDLERS.forEach((handler, h) => {
      if ((t + h) % 3 !== 0) return; // a spread of pairs, not the full product
      const id = `handler-${t}-${h}`;
      const name = tag.split(' ')[0];
      out.push({ id, kind: 'handler', html: `<${tag} ${handler}="${hit(id)}" style="animation:x 1s">x</${name}>` });
    });
  });
  out.push({ id: 'handler-uppercase', kind: 'handler', html: `<IMG SRC=x ONERROR="${hit('handler-uppercase')}">` });
  out.push({ id: 'handler-slash', kind: 'handler', html: `<img/src=x/onerror=${hit('handler-slash')}>` });
  out.push({ id: 'handler-no-space', kind: 'handler', html: `<img src=x"onerror="${hit('handler-no-space')}">` });
  out.push({ id: 'handler-backtick', kind: 'handler', html: `<img src=\`x\`onerror=${hit('handler-backtick')}>` });
  out.push({ id: 'handler-entity-name', kind: 'handler', html: `<img src=x o&#110;error="${hit('handler-entity-name')}">` });
  return out;
};

const mxssCases = (): CorpusCase[] => [
  { id: 'mxss-noscript', kind: 'mxss', html: `<noscript><p title="</noscript><img src=x onerror=${hit('mxss-noscript')}>">` },
  { id: 'mxss-math-style', kind: 'mxss', html: `<math><mtext><table><mglyph><style><img src=x onerror=${hit('mxss-math-style')}></style></mglyph></table></mtext></math>` },
  { id: 'mxss-form-math', kind: 'mxss', html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${hit('mxss-form-math')}>` },
  { id: 'mxss-svg-p-style', kind: 'mxss', html: `<svg></p><style><a id="</style><img src=1 onerror=${hit('mxss-svg-p-style')}>">` },
  { id: 'mxss-svg-style-close', kind: 'mxss', html: `<svg><style><img src=x onerror=${hit('mxss-svg-style-close')}></style></svg>` },
  { id: 'mxss-xmp', kind: 'mxss', html: `<xmp><p title="</xmp><img src=x onerror=${hit('mxss-xmp')}>">` },
  { id: 'mxss-title', kind: 'mxss', html: `<title><p title="</title><img src=x onerror=${hit('mxss-title')}>">` },
  { id: 'mxss-textarea', kind: 'mxss', html: `<textarea><p title="</textarea><img src=x onerror=${hit('mxss-textarea')}>">` },
  { id: 'mxss-noembed', kind: 'mxss', html: `<noembed><p title="</noembed><img src=x onerror=${hit('mxss-noembed')}>">` },
  { id: 'mxss-noframes', kind: 'mxss', html: `<noframes><p title="</noframes><img src=x onerror=${hit('mxss-noframes')}>">` },
  { id: 'mxss-iframe-text', kind: 'mxss', html: `<iframe><p title="</iframe><img src=x onerror=${hit('mxss-iframe-text')}>">` },
  { id: 'mxss-template', kind: 'mxss', html: `<template><style></template><img src=x onerror=${hit('mxss-template')}></style></template>` },
  { id: 'mxss-select-template', kind: 'mxss', html: `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=${hit('mxss-select-template')}>">` },
  { id: 'mxss-comment-attr', kind: 'mxss', html: `<!--<img src="--><img src=x onerror=${hit('mxss-comment-attr')}//">` },
  { id: 'mxss-comment-bang', kind: 'mxss', html: `<!--!><img src=x onerror=${hit('mxss-comment-bang')}>-->` },
  { id: 'mxss-cdata', kind: 'mxss', html: `<svg><![CDATA[><img src=x onerror=${hit('mxss-cdata')}>]]></svg>` },
  { id: 'mxss-attr-close-comment', kind: 'mxss', html: `<p title="--><img src=x onerror=${hit('mxss-attr-close-comment')}>">x</p>` },
  { id: 'mxss-attr-close-style', kind: 'mxss', html: `<p class="</style><img src=x onerror=${hit('mxss-attr-close-style')}>">x</p>` },
  { id: 'mxss-table-foster', kind: 'mxss', html: `<table><tr><td>a</td></tr><img src=x onerror=${hit('mxss-table-foster')}></table>` },
  { id: 'mxss-nested-a', kind: 'mxss', html: `<a><table><a id="x"><img src=x onerror=${hit('mxss-nested-a')}></a></table></a>` },
  { id: 'mxss-li-nesting', kind: 'mxss', html: '<li><table><li>x</li></table></li>' },
  { id: 'mxss-p-in-p', kind: 'mxss', html: '<p><p title="a">b</p></p>' },
  { id: 'mxss-plaintext', kind: 'mxss', html: `<plaintext><img src=x onerror=${hit('mxss-plaintext')}>` },
  { id: 'mxss-listing', kind: 'mxss', html: `<listing>&lt;img src=x onerror=${hit('mxss-listing')}&gt;</listing>` },
  { id: 'mxss-double-encode', kind: 'mxss', html: `&lt;img src=x onerror=${hit('mxss-double-encode')}&gt;` },
  { id: 'mxss-backslash-quote', kind: 'mxss', html: `<a title="\\"><img src=x onerror=${hit('mxss-backslash-quote')}>">x</a>` },
  { id: 'mxss-null-byte', kind: 'mxss', html: `<scr\u0000ipt>${hit('mxss-null-byte')}</scr\u0000ipt>` },
  { id: 'mxss-nested-script', kind: 'mxss', html: `<<script>script>${hit('mxss-nested-script')}<</script>/script>` },
  { id: 'mxss-script-in-attr-text', kind: 'mxss', html: `<div title="<script>${hit('mxss-script-in-attr-text')}</script>">x</div>` },
];

const namespaceCases = (): CorpusCase[] => [
  { id: 'ns-svg-script', kind: 'namespace', html: `<svg><script>${hit('ns-svg-script')}</script></svg>` },
  { id: 'ns-svg-onload', kind: 'namespace', html: `<svg onload="${hit('ns-svg-onload')}"></svg>` },
  { id: 'ns-svg-animate', kind: 'namespace', html: `<svg><animate onbegin="${hit('ns-svg-animate')}" attributeName="x" dur="1s"/></svg>` },
  { id: 'ns-svg-set-href', kind: 'namespace', html: `<svg><a><set attributeName="href" to="javascript:${hit('ns-svg-set-href')}"/><text y="20">x</text></a></svg>` },
  { id: 'ns-svg-foreignobject', kind: 'namespace', html: `<svg><foreignObject><img src=x onerror="${hit('ns-svg-foreignobject')}"></foreignObject></svg>` },
  { id: 'ns-svg-desc', kind: 'namespace', html: `<svg><desc><img src=x onerror="${hit('ns-svg-desc')}"></desc></svg>` },
  { id: 'ns-svg-use', kind: 'namespace', html: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${hit('ns-svg-use')}'/></svg>#x"/></svg>` },
  { id: 'ns-math-annotation', kind: 'namespace', html: `<math><annotation-xml encoding="text/html"><img src=x onerror="${hit('ns-math-annotation')}"></annotation-xml></math>` },
  { id: 'ns-math-mi-svg', kind: 'namespace', html: `<math><mi><svg><style><img src=x onerror=${hit('ns-math-mi-svg')}></style></svg></mi></math>` },
  { id: 'ns-svg-in-math', kind: 'namespace', html: `<math><svg><title><img src=x onerror=${hit('ns-svg-in-math')}></title></svg></math>` },
  { id: 'ns-math-in-svg', kind: 'namespace', html: `<svg><math><mtext><img src=x onerror=${hit('ns-math-in-svg')}></mtext></math></svg>` },
  { id: 'ns-svg-p-break', kind: 'namespace', html: `<svg><p><style><img src=x onerror=${hit('ns-svg-p-break')}></style></p></svg>` },
  { id: 'ns-svg-font-break', kind: 'namespace', html: `<svg><font color=red><style><img src=x onerror=${hit('ns-svg-font-break')}>` },
  { id: 'ns-xmlns-attr', kind: 'namespace', html: `<div xmlns="http://www.w3.org/2000/svg"><img src=x onerror="${hit('ns-xmlns-attr')}"></div>` },
  { id: 'ns-xlink-attr', kind: 'namespace', html: `<a xlink:href="javascript:${hit('ns-xlink-attr')}" xmlns:xlink="http://www.w3.org/1999/xlink">x</a>` },
  { id: 'ns-svg-mglyph', kind: 'namespace', html: `<math><mtext><mglyph><svg><mtext><style><img src=x onerror=${hit('ns-svg-mglyph')}></style></mtext></svg></mglyph></mtext></math>` },
];

const CLOBBER_NAMES = ['cookie', 'location', 'body', 'forms', 'images', 'getElementById', 'createElement', 'querySelector', 'defaultView', 'documentElement', 'attributes', 'nodeName', 'parentNode', 'ownerDocument', 'innerHTML', 'submit', 'alert', '__hit', 'lab', 'DOMPurify', 'CONFIG', 'localStorage'];

const clobberCases = (): CorpusCase[] => [
  ...CLOBBER_NAMES.map((name) => ({ id: `clobber-id-${name}`, kind: 'clobbering' as const, html: `<img id="${name}" src="/x.png"><a id="${name}" href="/x">x</a>` })),
  ...CLOBBER_NAMES.slice(0, 8).map((name) => ({ id: `clobber-name-${name}`, kind: 'clobbering' as const, html: `<img name="${name}" src="/x.png"><form name="${name}"><input name="${name}"></form><embed name="${name}"><object name="${name}"></object>` })),
  { id: 'clobber-form-attributes', kind: 'clobbering', html: '<form id="f"><input name="attributes"><input name="nodeName"></form>' },
  { id: 'clobber-nested-a', kind: 'clobbering', html: '<a id="CONFIG"></a><a id="CONFIG" name="ALLOWED" href="x:x">x</a>' },
  { id: 'clobber-iframe-name', kind: 'clobbering', html: '<iframe name="lab"></iframe>' },
];

const CSS_VALUES = [
  'background:url(https://css-leak.test/1)',
  'background-image:url("https://css-leak.test/2")',
  'background:URL(https://css-leak.test/3)',
  'background:url( https://css-leak.test/4 )',
  'background-image:image-set("https://css-leak.test/5" 1x)',
  'background-image:-webkit-image-set(url(https://css-leak.test/6) 1x)',
  'background-image:image("https://css-leak.test/7")',
  'background-image:cross-fade(url(https://css-leak.test/8), red 50%)',
  'background:element(#x)',
  'list-style:url(https://css-leak.test/9)',
  'list-style-image:url(https://css-leak.test/10)',
  'border-image:url(https://css-leak.test/11) 30 round',
  'cursor:url(https://css-leak.test/12), auto',
  'mask:url(https://css-leak.test/13)',
  'content:url(https://css-leak.test/14)',
  'background:u\\72l(https://css-leak.test/15)',
  'background:\\75 rl(https://css-leak.test/16)',
  'background:u\\rl(https://css-leak.test/17)',
  'background:url(https\\3a //css-leak.test/18)',
  'background:/**/url(https://css-leak.test/19)',
  'color:red;background:url(https://css-leak.test/20)',
  'color:red\\;background:url(https://css-leak.test/21)',
  '@import "https://css-leak.test/22.css"',
  'background:url(https://css-leak.test/23',
  'background:url(//css-leak.test/24)',
  'background:url(&#x68;ttps://css-leak.test/25)',
  'background:&#117;rl(https://css-leak.test/26)',
  'width:expression(top.__hit("css-expression"))',
  'behavior:url(https://css-leak.test/27.htc)',
  '-moz-binding:url(https://css-leak.test/28.xml#x)',
  'position:fixed;inset:0;z-index:99999',
  'filter:url(https://css-leak.test/29#f)',
  'background:paint(x)',
  'font-family:"a";src:url(https://css-leak.test/30)',
];

const cssCases = (): CorpusCase[] => [
  ...CSS_VALUES.map((value, i) => ({ id: `css-${i}`, kind: 'css' as const, html: `<div style="${value.replace(/"/g, '&quot;')}">styled</div>` })),
  { id: 'css-style-tag', kind: 'css', html: '<style>body{background:url(https://css-leak.test/40)}</style>x' },
  { id: 'css-style-import', kind: 'css', html: '<style>@import url(https://css-leak.test/41.css);</style>x' },
  { id: 'css-link', kind: 'css', html: '<link rel="stylesheet" href="https://css-leak.test/42.css">' },
  { id: 'css-svg-style', kind: 'css', html: '<svg><style>*{background:url(https://css-leak.test/43)}</style></svg>' },
  { id: 'css-table-background', kind: 'css', html: '<table background="https://css-leak.test/44"><tr><td background="https://css-leak.test/45">x</td></tr></table>' },
  { id: 'css-body-background', kind: 'css', html: '<body background="https://css-leak.test/46">' },
  { id: 'css-input-image', kind: 'css', html: '<input type="image" src="https://css-leak.test/47">' },
  { id: 'css-video-poster', kind: 'css', html: '<video poster="https://css-leak.test/48"></video>' },
  { id: 'css-ping', kind: 'css', html: '<a href="/x" ping="https://css-leak.test/49">x</a>' },
  { id: 'css-srcset', kind: 'css', html: '<img src="/x.png" srcset="https://css-leak.test/50 2x">' },
  { id: 'css-keeps-colours', kind: 'css', html: '<p style="color:#0b5cad;text-align:center;margin:0 auto;background-color:rgb(0 0 0 / 10%)">kept</p>' },
];

const brokenCases = (): CorpusCase[] => [
  { id: 'broken-unclosed', kind: 'broken', html: `<img src=x onerror=${hit('broken-unclosed')}` },
  { id: 'broken-attr-break', kind: 'broken', html: `"><img src=x onerror=${hit('broken-attr-break')}>` },
  { id: 'broken-single-quote', kind: 'broken', html: `'><img src=x onerror=${hit('broken-single-quote')}>` },
  { id: 'broken-script-close', kind: 'broken', html: `</script><script>${hit('broken-script-close')}</script>` },
  { id: 'broken-style-close', kind: 'broken', html: `</style><img src=x onerror=${hit('broken-style-close')}>` },
  { id: 'broken-lt-slash', kind: 'broken', html: `<</p>img src=x onerror=${hit('broken-lt-slash')}>` },
  { id: 'broken-question', kind: 'broken', html: `<?xml version="1.0"?><img src=x onerror=${hit('broken-question')}>` },
  { id: 'broken-doctype', kind: 'broken', html: `<!DOCTYPE html><img src=x onerror=${hit('broken-doctype')}>` },
  { id: 'broken-template-braces', kind: 'broken', html: `{{constructor.constructor('${hit('broken-template-braces')}')()}}` },
  { id: 'broken-html-body', kind: 'broken', html: `<html><head><script>${hit('broken-html-body')}</script></head><body onload=${hit('broken-html-body-2')}>x</body></html>` },
];

export const sanitizerCorpus: readonly CorpusCase[] = [
  ...urlCases(),
  ...handlerCases(),
  ...mxssCases(),
  ...namespaceCases(),
  ...clobberCases(),
  ...cssCases(),
  ...brokenCases(),
];

/** Names a case may try to clobber on document or window. */
export const CLOBBERED_NAMES: readonly string[] = CLOBBER_NAMES;
