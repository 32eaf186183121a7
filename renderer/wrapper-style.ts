// Wrapper props -> CSS. Per-breakpoint values become CSS custom properties on the block (one per breakpoint
// that has a value) read by one static stylesheet with media queries: no resize listeners, correct first paint,
// and the same output in server rendering.
import { BREAKPOINT_KEYS, inheritBreakpoints, widthForBreakpoint } from './breakpoints';
import type { BreakpointKey } from './breakpoints';
import { cssImageUrl } from '../schemas';
import { safeCssValue } from './sanitize-css';

type ValueKind = 'length' | 'width' | 'image' | 'opacity' | 'text';

interface WrapperProp {
  prop: string;
  /** Short name used in the custom properties (`--rb-{key}-{0..4}`) and the class `rb-has-{key}`. */
  key: string;
  css: string;
  kind: ValueKind;
  /** Background props paint a layer behind the content so wrapperBackgroundOpacity does not fade the content. */
  layer: boolean;
  /**
   * The CSS value of "not set" (what the block shows without the prop): a device given '' (the block's default
   * there, see inheritBreakpoints) gets it, so it does not fall back to a narrower device's value.
   */
  reset: string;
}

export const WRAPPER_PROPS: readonly WrapperProp[] = [
  { prop: 'wrapperWidth', key: 'w', css: 'width', kind: 'width', layer: false, reset: '100%' },
  { prop: 'wrapperMargin', key: 'm', css: 'margin', kind: 'length', layer: false, reset: '0' },
  { prop: 'wrapperPadding', key: 'p', css: 'padding', kind: 'length', layer: false, reset: '0' },
  { prop: 'wrapperHeight', key: 'h', css: 'height', kind: 'length', layer: false, reset: 'auto' },
  { prop: 'wrapperMaxHeight', key: 'maxh', css: 'max-height', kind: 'length', layer: false, reset: 'none' },
  { prop: 'wrapperMinHeight', key: 'minh', css: 'min-height', kind: 'length', layer: false, reset: 'auto' },
  { prop: 'wrapperBackdropFilter', key: 'bdf', css: 'backdrop-filter', kind: 'text', layer: false, reset: 'none' },
  { prop: 'wrapperBackgroundImage', key: 'bgi', css: 'background-image', kind: 'image', layer: true, reset: 'none' },
  { prop: 'wrapperBackgroundColor', key: 'bgc', css: 'background-color', kind: 'text', layer: true, reset: 'transparent' },
  { prop: 'wrapperBackgroundPosition', key: 'bgp', css: 'background-position', kind: 'text', layer: true, reset: '0% 0%' },
  { prop: 'wrapperBackgroundRepeat', key: 'bgr', css: 'background-repeat', kind: 'text', layer: true, reset: 'repeat' },
  { prop: 'wrapperBackgroundSize', key: 'bgs', css: 'background-size', kind: 'text', layer: true, reset: 'auto' },
  { prop: 'wrapperBackgroundOpacity', key: 'bgo', css: 'opacity', kind: 'opacity', layer: true, reset: '1' },
];

/** Scroll margin on anchored scrolls (docs/behaviour/content-and-environments.md). */
export const ANCHOR_SCROLL_MARGIN_PX = 80;

export const cssVar = (key: string, index: number) => `--rb-${key}-${index}`;

// Values land in a style attribute (server rendering writes it as text): they go through the renderer's one
// style check (sanitize-css.ts: vetted properties and value forms, no url(), image-set(), escapes or @import).

// An image is a gradient (checked as a style value) or a media URL vetted by the one URL check; only this
// module writes the url(), around a URL that check accepted.
function formatImage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (/^(repeating-)?(linear|radial|conic)-gradient\(/i.test(v)) return safeCssValue('background-image', v);
  return cssImageUrl(v);
}

function percentOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*%?\s*$/.test(value)) return Number.parseFloat(value);
  return undefined;
}

function formatValue(kind: ValueKind, value: unknown, css: string): string | undefined {
  switch (kind) {
    case 'length':
      return typeof value === 'number' && Number.isFinite(value) ? `${value}px` : safeCssValue(css, value);
    case 'width': {
      const pct = percentOf(value);
      return pct === undefined ? safeCssValue(css, value) : `${pct}%`;
    }
    case 'image':
      return formatImage(value);
    case 'opacity': {
      const n = typeof value === 'string' ? Number.parseFloat(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
      // Editors type 40 as often as 0.4.
      return String(Math.min(1, Math.max(0, n > 1 ? n / 100 : n)));
    }
    case 'text':
      return safeCssValue(css, value);
  }
}

const borrowWidth = (value: unknown, bp: BreakpointKey): unknown => {
  const pct = percentOf(value);
  return pct === undefined ? value : widthForBreakpoint(pct, bp);
};

/**
 * The value at each breakpoint, by the one rule of renderer/breakpoints.ts (inheritBreakpoints): mobile first, so
 * `{ desktop: '10px' }` leaves smaller screens unset and a device's '' brings back the block's own value there.
 * Width always has all five: a single value counts as the desktop value and smaller breakpoints without a value
 * of their own take it with the preset mapping of docs/behaviour/content-and-environments.md.
 */
function resolve(def: WrapperProp, raw: unknown): (string | undefined)[] {
  if (def.kind === 'width' && (raw === '' || raw === null || raw === undefined)) {
    return [undefined, undefined, undefined, undefined, undefined];
  }
  const inherited = inheritBreakpoints<unknown>(raw, def.kind === 'width' ? borrowWidth : undefined);
  return BREAKPOINT_KEYS.map((bp) => {
    const { value } = inherited[bp];
    if (value === undefined) return undefined;
    if (value === '' && def.kind !== 'width') return def.reset;
    return formatValue(def.kind, value, def.css);
  });
}

export interface WrapperStyle {
  className: string;
  style: Record<string, string>;
}

/** Class names and custom properties for a block's wrapper. Pure; the block memoises it on its props. */
type Declarations = readonly (readonly [string, string])[];

// Widths and paddings repeat across a page (a handful of presets); a single value's declarations are worked
// out once. Bounded so that hand-typed values cannot grow it without end.
const scalarCache = new Map<string, Declarations>();
const SCALAR_CACHE_LIMIT = 500;

function declarations(def: WrapperProp, raw: unknown): Declarations {
  const cacheKey =
    typeof raw === 'number' || typeof raw === 'string' ? `${def.key}|${typeof raw}|${raw}` : null;
  const cached = cacheKey === null ? undefined : scalarCache.get(cacheKey);
  if (cached) return cached;
  const out: [string, string][] = [];
  let previous: string | undefined;
  resolve(def, raw).forEach((v, i) => {
    // The stylesheet falls back to the previous breakpoint, so repeating a value is not needed.
    if (v !== undefined && v !== previous) out.push([cssVar(def.key, i), v]);
    previous = v ?? previous;
  });
  if (cacheKey !== null && scalarCache.size < SCALAR_CACHE_LIMIT) scalarCache.set(cacheKey, out);
  return out;
}

const PLAIN: WrapperStyle = Object.freeze({
  className: 'rb-block',
  style: Object.freeze({}) as Record<string, string>,
});

// Prop name -> its index in WRAPPER_PROPS (a bit of the mask getWrapperStyle collects).
const WRAPPER_INDEX = new Map(WRAPPER_PROPS.map((d, i) => [d.prop, i]));
const CLASS_BIT = 1 << WRAPPER_PROPS.length;

/**
 * Which wrapper props a block has, as bits of WRAPPER_PROPS indexes (and CLASS_BIT for wrapperClass). One pass
 * over the block's own keys: most blocks have none, and looking up thirteen absent props on each block of a
 * 1000-block page cost more than the rest of the wrapper.
 */
function wrapperMask(props: Readonly<Record<string, unknown>>): number {
  let mask = 0;
  for (const key in props) {
    // 119: 'w', the first letter of every wrapper prop.
    if (key.charCodeAt(0) !== 119 || !Object.prototype.hasOwnProperty.call(props, key)) continue;
    const index = WRAPPER_INDEX.get(key);
    if (index !== undefined) mask |= 1 << index;
    else if (key === 'wrapperClass') mask |= CLASS_BIT;
  }
  return mask;
}

/** Class names and custom properties for a block's wrapper. Pure. */
export function getWrapperStyle(props: Readonly<Record<string, unknown>>): WrapperStyle {
  const mask = wrapperMask(props);
  if (mask === 0) return PLAIN;
  let className = 'rb-block';
  let style: Record<string, string> | null = null;
  let layer = false;
  for (let i = 0; i < WRAPPER_PROPS.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    const def = WRAPPER_PROPS[i]!;
    const raw = props[def.prop];
    if (raw === undefined || raw === null) continue;
    const decls = declarations(def, raw);
    if (decls.length === 0) continue;
    style ??= {};
    for (const [name, value] of decls) style[name] = value;
    className += ` rb-has-${def.key}`;
    if (def.layer) layer = true;
  }
  if (layer) className += ' rb-bg';
  if (typeof props.wrapperClass === 'string') {
    for (const c of props.wrapperClass.split(/\s+/)) if (/^[\w-]+$/.test(c)) className += ` ${c}`;
  }
  return style === null && className === 'rb-block' ? PLAIN : { className, style: style ?? {} };
}
