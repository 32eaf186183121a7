// What a style from content may hold (sanitize-css.ts); apart from the HTML rules (sanitize-rules.ts), which only
// the sanitiser's own chunk needs, while every page checks block styles.
/**
 * CSS properties a style from content may set (sanitize-css.ts): colours, lengths and spacing, alignment, text
 * and borders. Nothing that positions over the page (position, z-index, inset) or pulls in resources by design
 * (content, cursor, list-style-image, mask, border-image, src).
 */
export const ALLOWED_CSS_PROPERTIES: ReadonlySet<string> = new Set([
  'color', 'background', 'background-color', 'background-image', 'background-position', 'background-size',
  'background-repeat', 'opacity', 'backdrop-filter', 'filter', 'box-shadow', 'text-shadow',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'margin-inline', 'margin-block',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'padding-inline', 'padding-block',
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'aspect-ratio',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style',
  'border-width', 'border-radius', 'outline', 'outline-color', 'outline-offset',
  'text-align', 'vertical-align', 'justify-content', 'align-items', 'align-self', 'justify-self', 'gap',
  'font-size', 'font-weight', 'font-style', 'font-family', 'line-height', 'letter-spacing', 'word-spacing',
  'text-decoration', 'text-decoration-color', 'text-decoration-line', 'text-transform', 'text-indent',
  'white-space', 'list-style-type', 'float', 'clear', 'display',
]);

/** Functions a style value may call: colours, gradients, arithmetic, custom properties and filters (no url()). */
export const ALLOWED_CSS_FUNCTIONS: ReadonlySet<string> = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color-mix',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient',
  'repeating-radial-gradient', 'repeating-conic-gradient',
  'calc', 'min', 'max', 'clamp', 'var',
  'blur', 'brightness', 'contrast', 'grayscale', 'hue-rotate', 'invert', 'saturate', 'sepia', 'drop-shadow',
]);
