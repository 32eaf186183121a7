/** The glyph names ui/icons.css draws (menu items' `glyph` values among them). */
export const GLYPHS = [
  'home',
  'list',
  'calendar',
  'map',
  'person',
  'mail',
  'people',
  'bell',
  'sign-out',
  'menu',
  'close',
  'chevron-down',
  'globe',
  'info',
  'check',
] as const;

export type Glyph = (typeof GLYPHS)[number];

export function isGlyph(name: string | undefined): name is Glyph {
  return (GLYPHS as readonly string[]).includes(name ?? '');
}
