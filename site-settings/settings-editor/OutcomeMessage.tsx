import type { SaveOutcome } from './save-outcome';
import type { SiteStrings } from './strings';

/** The save outcome in words; a live region, so the result of Save is announced. "none" says nothing. */
export function OutcomeMessage({ outcome, detail, t }: { outcome: SaveOutcome; detail?: string; t: SiteStrings }) {
  const text =
    outcome === 'none'
      ? ''
      : outcome === 'no-change'
        ? t('translate.site-settings.outcome.no-change')
        : outcome === 'saved'
          ? t('translate.site-settings.outcome.saved')
          : outcome === 'invalid'
            ? t('translate.site-settings.outcome.invalid')
            : `${t('translate.site-settings.outcome.error')}${detail ? ` ${detail}` : ''}`;
  return (
    <p className={`ss-outcome ss-outcome--${outcome}`} role="status" data-outcome={outcome}>
      {text}
    </p>
  );
}
