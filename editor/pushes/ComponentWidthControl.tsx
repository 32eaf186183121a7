import { useId, useState } from 'react';
import { showToast, WIDTH_PRESETS, isWidthPreset, type RenderableComponent, type RenderableLayout, type WidthPreset } from '../../renderer';
import { useStrings } from '../views/use-strings';
import { changeComponentWidthAction } from './component-width';
import { pushStrings } from './strings';

export interface ComponentWidthControlProps {
  /** The editor's working copy of the page. */
  layout: RenderableLayout;
  componentId: string;
  /** The block with its new width; the editor puts it into its working copy (an edit like any other). */
  onChange: (block: RenderableComponent) => void;
}

/** A width-preset select for one block; a block that has gone missing answers 'Could not update component width'. */
export function ComponentWidthControl({ layout, componentId, onChange }: ComponentWidthControlProps) {
  const t = useStrings(pushStrings);
  const selectId = useId();
  const [error, setError] = useState<string | null>(null);
  const current = layout.components.find((c) => c.componentId === componentId)?.props?.wrapperWidth;
  const value: WidthPreset = isWidthPreset(current) ? current : 100;

  const change = (width: WidthPreset) => {
    const result = changeComponentWidthAction(layout.components, componentId, width);
    if (!result.ok) {
      const message = t('translate.base.component-width.error');
      setError(message);
      showToast(message, 'error');
      return;
    }
    setError(null);
    onChange(result.block);
  };

  return (
    <div className="component-width-control">
      <label htmlFor={selectId}>{t('translate.base.component-width.label', { id: componentId })}</label>{' '}
      <select id={selectId} value={value} onChange={(e) => change(Number(e.target.value) as WidthPreset)}>
        {WIDTH_PRESETS.map((width) => (
          <option key={width} value={width}>
            {width === 100 ? t('translate.base.component-width.full') : t('translate.base.component-width.percent', { width })}
          </option>
        ))}
      </select>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
