import { countIssuesUnder } from '../field-issues';
import { childPath, resolveRef } from '../schema-nodes';
import { emptyValue } from '../widgets';
import { useFieldContext, type WidgetProps } from './field-context';
import { ObjectField } from './ObjectField';

const TITLE_KEYS = ['name', 'label', 'identifier', 'featureFlagName', 'bannerIdentifier', 'language', 'id', 'text'];

function titleOf(item: unknown, fallback: string): string {
  if (item && typeof item === 'object') {
    for (const key of TITLE_KEYS) {
      const v = (item as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim() !== '') return v;
    }
  }
  return fallback;
}

/** A list of objects (menu items, phases, banners, pins, overrides): add, remove, move up and down, edit each. */
export function ListField(p: WidgetProps) {
  const { issues, t } = useFieldContext();
  const schema = resolveRef(p.schema);
  const itemSchema = resolveRef((Array.isArray(schema.items) ? schema.items[0] : schema.items) ?? {});
  const items = Array.isArray(p.value) ? p.value : [];
  const set = (next: unknown[]) => p.onChange(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  return (
    <div className="ss-list">
      {items.length === 0 ? <p>{t('translate.site-settings.field.empty-list')}</p> : null}
      <ol>
        {items.map((item, index) => {
          const path = childPath(p.path, index);
          const title = titleOf(item, t('translate.site-settings.field.item', { index: index + 1 }));
          const invalid = countIssuesUnder(issues, path) > 0;
          return (
            <li key={index} className="ss-list__item">
              <details open={invalid || undefined}>
                <summary>
                  {title}
                  {invalid ? <span className="ss-field__error"> ({t('translate.site-settings.field.has-errors')})</span> : null}
                </summary>
                <ObjectField {...p} id={`${p.id}-${index}`} path={path} schema={itemSchema} value={item} optional={false} onChange={(v) => set(items.map((old, i) => (i === index ? v : old)))} />
              </details>
              <div className="ss-list__actions" role="group" aria-label={title}>
                <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {t('translate.site-settings.field.move-up')}
                </button>
                <button type="button" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                  {t('translate.site-settings.field.move-down')}
                </button>
                <button type="button" onClick={() => set(items.filter((_, i) => i !== index))}>
                  {t('translate.site-settings.field.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => set([...items, emptyValue(itemSchema)])}>
        {t('translate.site-settings.field.add-item', { field: p.name })}
      </button>
    </div>
  );
}
