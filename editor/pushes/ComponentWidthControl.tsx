import { useId, useState } from 'react';
import { showToast, WIDTH_PRESETS, isWidthPreset, type WidthPreset, useTranslation } from '../../renderer';
import { pushStrings } from './strings';
import { SelectInput } from '../../ui';

export interface ComponentWidthControlProps {
  componentId: string;
  /** The block's wrapperWidth as it is in the working copy (absent means full width). */
  width: unknown;
  /**
   * Puts the new width into the editor's working copy (an edit like any other: undoable, unsaved until the page
   * is saved). False when the block is no longer there.
   */
  onChange: (width: WidthPreset) => boolean;
  /** -1 inside the block toolbar, whose arrow keys move between its controls. */
  tabIndex?: number;
}

/**
 * The wrapper-width select of a block (docs/behaviour/README.md: 100, 66, 50, 33, 25, 20 percent). A block that has gone
 * missing answers 'Could not update component width', beside the select and as a toast (the frame holding the
 * select may be gone with the block).
 */
export function ComponentWidthControl({
  componentId,
  width,
  onChange,
  tabIndex,
}: ComponentWidthControlProps) {
  const { t } = useTranslation(pushStrings);
  const selectId = useId();
  const [error, setError] = useState<string | null>(null);
  // A per-breakpoint or hand-written width is not one of the presets: shown as custom until a preset replaces it.
  const custom = width !== undefined && width !== null && !isWidthPreset(width);
  const value = isWidthPreset(width) ? String(width) : custom ? '' : '100';

  const change = (next: WidthPreset) => {
    if (onChange(next)) {
      setError(null);
      return;
    }
    const message = t('translate.base.component-width.error');
    setError(message);
    showToast(message, 'error');
  };

  return (
    <span className="ed-width">
      <label htmlFor={selectId} className="ui-visually-hidden">
        {t('translate.base.component-width.label', { id: componentId })}
      </label>
      <SelectInput
        compact
        id={selectId}
        tabIndex={tabIndex}
        value={value}
        onChange={(e) => change(Number(e.target.value) as WidthPreset)}
      >
        {custom && (
          <option value="" disabled>
            {t('translate.base.component-width.custom')}
          </option>
        )}
        {WIDTH_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {preset === 100
              ? t('translate.base.component-width.full')
              : t('translate.base.component-width.percent', { width: preset })}
          </option>
        ))}
      </SelectInput>
      {error && (
        <span role="alert" className="ed-error">
          {error}
        </span>
      )}
    </span>
  );
}
