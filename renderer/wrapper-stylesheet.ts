// The one static stylesheet the wrapper classes rely on (renderer/wrapper-style.ts): written at build time into
// renderer/wrapper.generated.css by `npm run gen`, which the page renderer imports, so it travels as CSS (inlined in
// the server's HTML) instead of as code every page would run to build it.
import { BREAKPOINT_KEYS, BREAKPOINT_RANGES } from './breakpoints';
import { ANCHOR_SCROLL_MARGIN_PX, WRAPPER_PROPS, cssVar } from './wrapper-style';

function fallbackChain(key: string, index: number): string {
  let expr = `var(${cssVar(key, 0)})`;
  for (let i = 1; i <= index; i++) expr = `var(${cssVar(key, i)}, ${expr})`;
  return expr;
}

/** The stylesheet's text. */
export function createWrapperStyleSheet(): string {
  const resets = WRAPPER_PROPS.flatMap((d) => BREAKPOINT_KEYS.map((_, i) => `${cssVar(d.key, i)}:initial`));
  const lines: string[] = [
    '.rb-list{display:flex;flex-wrap:wrap;width:100%;min-width:0}',
    `.rb-block{box-sizing:border-box;flex:0 0 auto;width:100%;min-width:0;scroll-margin-top:${ANCHOR_SCROLL_MARGIN_PX}px}`,
    // Custom properties inherit; without this a nested block would pick up its container's values.
    `:where(.rb-block){${resets.join(';')}}`,
    '.rb-bg{position:relative;isolation:isolate}',
    '.rb-bg::before{content:"";position:absolute;inset:0;z-index:-1;pointer-events:none}',
    '.rb-notice{box-sizing:border-box;width:100%;margin:4px 0;padding:8px 12px;border:2px dashed #b35c00;background:#fff8ee;color:#5c2e00;font:14px/1.4 system-ui,sans-serif}',
    '.rb-notice ul{margin:4px 0 0;padding-left:20px}',
    '.rb-requirements{outline:2px dashed #6b4fbb;outline-offset:-2px}',
  ];
  BREAKPOINT_KEYS.forEach((bp, i) => {
    const rules = WRAPPER_PROPS.map((d) => {
      const selector = d.layer ? `.rb-has-${d.key}::before` : `.rb-has-${d.key}`;
      return `${selector}{${d.css}:${fallbackChain(d.key, i)}}`;
    }).join('');
    const min = BREAKPOINT_RANGES[bp].minWidth;
    lines.push(min === 0 ? rules : `@media (min-width:${min}px){${rules}}`);
  });
  return lines.join('\n');
}
