import { useId, useState } from 'react';
import { copyToClipboard } from '../../editing';
import type { SiteStrings } from '../settings-editor/strings';
import { searchGlyphs } from './glyphs';
import { Button, TextField } from '../../ui';

/** Searches the blocks' glyph set; choosing a glyph copies its name (what a block's `glyph` prop takes). */
export function GlyphSearch({ t }: { t: SiteStrings }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const countId = useId();
  const found = searchGlyphs(query);
  return (
    <div className="ss-glyphs">
      <TextField
        label={t('translate.site-settings.glyphs.search')}
        id={inputId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-describedby={countId}
      />
      <p id={countId} role="status">
        {found.length === 0
          ? t('translate.site-settings.glyphs.none')
          : t('translate.site-settings.glyphs.count', { count: found.length })}
      </p>
      <ul className="ss-glyphs__grid">
        {found.map((glyph) => (
          <li key={glyph.name}>
            <Button
              size="sm"
              aria-label={t('translate.site-settings.glyphs.copy', { name: glyph.name })}
              onClick={() =>
                void copyToClipboard(glyph.name, (text) =>
                  t('translate.site-settings.clipboard.copied', { text }),
                )
              }
            >
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path
                  d={glyph.path}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{glyph.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
