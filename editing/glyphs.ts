/**
 * The glyph set of the blocks: the names a block's `glyph` prop takes (menu items, banner buttons, drawers,
 * notification banners, social links, tool belt; blocks render them as `blk-glyph blk-glyph--{name}`), each with
 * an outline drawing on a 24 x 24 grid and the words it is found by.
 */
export interface Glyph {
  name: string;
  keywords: readonly string[];
  /** SVG path data, stroked. */
  path: string;
}

export const GLYPHS: readonly Glyph[] = [
  { name: 'accessibility', keywords: ['a11y', 'wheelchair', 'services'], path: 'M12 3a1.5 1.5 0 1 0 0 .1M5 8h14M12 8v6m0 0-4 7m4-7 4 7' },
  { name: 'bus', keywords: ['shuttle', 'transport', 'travel'], path: 'M5 4h14v13H5zM5 11h14M8 17v3m8-3v3M8 14h.01M16 14h.01' },
  { name: 'calendar', keywords: ['date', 'schedule', 'agenda'], path: 'M4 6h16v14H4zM4 10h16M8 3v5m8-5v5' },
  { name: 'chat', keywords: ['message', 'discussion', 'conversation'], path: 'M4 5h16v11H9l-5 4z' },
  { name: 'check', keywords: ['done', 'tick', 'ok'], path: 'M5 12l5 5 9-10' },
  { name: 'chevron-down', keywords: ['arrow', 'expand'], path: 'M6 9l6 6 6-6' },
  { name: 'chevron-left', keywords: ['arrow', 'back', 'previous'], path: 'M15 6l-6 6 6 6' },
  { name: 'chevron-right', keywords: ['arrow', 'next', 'more'], path: 'M9 6l6 6-6 6' },
  { name: 'chevron-up', keywords: ['arrow', 'collapse'], path: 'M6 15l6-6 6 6' },
  { name: 'clock', keywords: ['time', 'hour', 'duration'], path: 'M12 3a9 9 0 1 0 .01 0M12 7v5l3 2' },
  { name: 'close', keywords: ['dismiss', 'cancel', 'x'], path: 'M6 6l12 12M18 6 6 18' },
  { name: 'contact', keywords: ['person', 'profile', 'user'], path: 'M12 4a4 4 0 1 0 .01 0M4 21c0-4 4-6 8-6s8 2 8 6' },
  { name: 'download', keywords: ['save', 'file'], path: 'M12 4v11m-5-5 5 5 5-5M5 20h14' },
  { name: 'external-link', keywords: ['open', 'new window'], path: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6' },
  { name: 'facebook', keywords: ['social'], path: 'M14 21v-8h3l1-4h-4V7c0-1 .5-2 2-2h2V2h-3c-3 0-5 2-5 5v2H7v4h3v8' },
  { name: 'filter', keywords: ['refine', 'funnel'], path: 'M4 5h16l-6 8v6l-4 2v-8z' },
  { name: 'github', keywords: ['social', 'code'], path: 'M9 19c-4 1.5-4-2-6-2m12 4v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21' },
  { name: 'globe', keywords: ['language', 'world', 'web'], path: 'M12 3a9 9 0 1 0 .01 0M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18' },
  { name: 'heart', keywords: ['favorite', 'like'], path: 'M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z' },
  { name: 'home', keywords: ['start', 'house'], path: 'M3 11l9-8 9 8M5 9v11h14V9' },
  { name: 'info', keywords: ['about', 'help', 'information'], path: 'M12 3a9 9 0 1 0 .01 0M12 11v6M12 7h.01' },
  { name: 'instagram', keywords: ['social', 'photo'], path: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8a4 4 0 1 0 .01 0M17 6.5h.01' },
  { name: 'linkedin', keywords: ['social', 'network'], path: 'M4 9h4v11H4zM6 4a2 2 0 1 0 .01 0M11 9h4v2c1-2 6-2.5 6 2v7h-4v-6c0-2-3-2-3 0v6h-3z' },
  { name: 'location', keywords: ['pin', 'place', 'room', 'venue'], path: 'M12 21s-7-7-7-12a7 7 0 0 1 14 0c0 5-7 12-7 12zM12 7a2 2 0 1 0 .01 0' },
  { name: 'mail', keywords: ['email', 'inbox', 'notification'], path: 'M3 5h18v14H3zM3 5l9 8 9-8' },
  { name: 'map', keywords: ['venue', 'floor plan', 'directions'], path: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15m6-12v15' },
  { name: 'menu', keywords: ['hamburger', 'navigation'], path: 'M4 6h16M4 12h16M4 18h16' },
  { name: 'play', keywords: ['video', 'watch', 'stream'], path: 'M7 4l13 8-13 8z' },
  { name: 'search', keywords: ['find', 'magnifier', 'catalog'], path: 'M10 3a7 7 0 1 0 .01 0M15 15l6 6' },
  { name: 'settings', keywords: ['gear', 'preferences', 'options'], path: 'M12 9a3 3 0 1 0 .01 0M12 2v3m0 14v3M2 12h3m14 0h3M5 5l2 2m10 10 2 2M5 19l2-2m10-10 2-2' },
  { name: 'share', keywords: ['send', 'social'], path: 'M18 3a3 3 0 1 0 .01 0M6 9a3 3 0 1 0 .01 0M18 15a3 3 0 1 0 .01 0M8.6 13.5l6.8 3.9m0-10.8-6.8 3.9' },
  { name: 'star', keywords: ['favorite', 'featured', 'rating'], path: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.7l6.2-.9z' },
  { name: 'ticket', keywords: ['registration', 'pass', 'badge'], path: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10' },
  { name: 'warning', keywords: ['alert', 'caution', 'error'], path: 'M12 3l10 18H2zM12 10v5M12 18h.01' },
  { name: 'x', keywords: ['twitter', 'social'], path: 'M4 4l16 16M20 4 4 20' },
  { name: 'youtube', keywords: ['social', 'video'], path: 'M3 7c0-2 1-3 3-3h12c2 0 3 1 3 3v10c0 2-1 3-3 3H6c-2 0-3-1-3-3zM10 9v6l5-3z' },
];

/** Glyphs whose name or keywords contain every word of the query (case-insensitive); all for an empty query. */
export function searchGlyphs(query: string, glyphs: readonly Glyph[] = GLYPHS): Glyph[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return glyphs.filter((g) => words.every((w) => g.name.includes(w) || g.keywords.some((k) => k.includes(w))));
}
