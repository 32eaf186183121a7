/**
 * Known XSS vectors for the XSS spec. Each one, if it ever runs, either opens a dialog or sets
 * window.__xss to its id; both fail the spec. Grouped as the issue lists them: script tags, event
 * handlers, javascript: and data: URLs, SVG, broken markup, template injection, CSS.
 */
export interface XssPayload {
  id: string;
  text: string;
}

const hit = (id: string) => `window.__xss='${id}'`;

export const xssCorpus: readonly XssPayload[] = [
  // Script tags
  { id: 'script', text: `<script>${hit('script')}</script>` },
  { id: 'script-close', text: `</script><script>${hit('script-close')}</script>` },
  { id: 'script-src-data', text: `<script src="data:text/javascript,${hit('script-src-data')}"></script>` },
  // Event handlers
  { id: 'img-onerror', text: `<img src=x onerror="${hit('img-onerror')}">` },
  { id: 'attr-break', text: `"><img src=x onerror=alert('attr-break')>` },
  { id: 'single-quote-break', text: `'><img src=x onerror=alert('single-quote-break')>` },
  { id: 'details-ontoggle', text: `<details open ontoggle="${hit('details-ontoggle')}"><summary>x</summary></details>` },
  { id: 'input-autofocus', text: `<input autofocus onfocus="${hit('input-autofocus')}">` },
  { id: 'video-source', text: `<video><source onerror="${hit('video-source')}"></video>` },
  { id: 'body-onload', text: `<body onload="${hit('body-onload')}">` },
  { id: 'style-onload', text: `<style onload="${hit('style-onload')}"></style>` },
  // javascript: and data: URLs
  { id: 'js-url', text: `javascript:${hit('js-url')}` },
  { id: 'js-url-case', text: `JaVaScRiPt:alert('js-url-case')` },
  { id: 'js-url-space', text: ` \tjavascript:alert('js-url-space')` },
  { id: 'js-url-entity', text: `&#106;avascript:alert('js-url-entity')` },
  { id: 'a-href-js', text: `<a href="javascript:${hit('a-href-js')}">click</a>` },
  { id: 'iframe-js', text: `<iframe src="javascript:parent.${hit('iframe-js')}"></iframe>` },
  { id: 'data-html', text: `data:text/html,<script>alert('data-html')</script>` },
  { id: 'data-html-b64', text: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YS1odG1sLWI2NCcpPC9zY3JpcHQ+' },
  { id: 'object-data', text: `<object data="javascript:${hit('object-data')}"></object>` },
  { id: 'embed-data', text: `<embed src="data:text/html,<script>alert('embed-data')</script>">` },
  { id: 'form-action', text: `<form action="javascript:${hit('form-action')}"><button>go</button></form>` },
  // SVG
  { id: 'svg-onload', text: `<svg onload="${hit('svg-onload')}"></svg>` },
  { id: 'svg-script', text: `<svg><script>${hit('svg-script')}</script></svg>` },
  { id: 'svg-animate', text: `<svg><animate onbegin="${hit('svg-animate')}" attributeName="x" dur="1s"/></svg>` },
  { id: 'svg-use-data', text: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"/></svg>` },
  // Broken markup and mutation XSS
  { id: 'unclosed', text: `<img src=x onerror=alert('unclosed')` },
  { id: 'comment-break', text: `<!--<img src="--><img src=x onerror=alert('comment-break')//">` },
  { id: 'noscript-mxss', text: `<noscript><p title="</noscript><img src=x onerror=alert('noscript-mxss')>">` },
  { id: 'math-mxss', text: `<math><mtext><table><mglyph><style><img src=x onerror=alert('math-mxss')></style></mglyph></table></mtext></math>` },
  { id: 'nested-tags', text: `<<script>script>${hit('nested-tags')}<</script>/script>` },
  // Template injection
  { id: 'template-braces', text: `{{constructor.constructor('${hit('template-braces')}')()}}` },
  { id: 'template-literal', text: `\${${hit('template-literal')}}` },
  { id: 'i18n-interpolation', text: `{{- '<img src=x onerror=alert(1)>'}} translate.base.<img src=x onerror=alert('i18n')>` },
  // CSS
  { id: 'css-url', text: `red;background:url("javascript:${hit('css-url')}")` },
  { id: 'css-expression', text: `x;}</style><script>${hit('css-expression')}</script>` },
];
