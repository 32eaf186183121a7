// The glyph set lives in the editing room (editing/glyphs.ts), so the schema form's glyph field and this search share it.
export { GLYPHS, searchGlyphs, type Glyph } from '../../editing';
