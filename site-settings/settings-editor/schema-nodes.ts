import { fieldDomId } from '../../editing';
import { type JsonSchema } from '../../schemas';
import { settingsSchema } from '../../schemas/validators';

export interface SettingsCategory {
  /** The part before the slash of x-category. */
  top: string;
  subs: { sub: string; names: string[] }[];
}

/** The settings grouped by their x-category ('Top' or 'Top/Sub'), in the schema's order. */
export function settingsCategories(schema: JsonSchema = settingsSchema): SettingsCategory[] {
  const tops: SettingsCategory[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const [top = 'Other', sub = ''] = String(property['x-category'] ?? 'Other').split('/', 2);
    let category = tops.find((c) => c.top === top);
    if (!category) tops.push((category = { top, subs: [] }));
    let group = category.subs.find((s) => s.sub === sub);
    if (!group) category.subs.push((group = { sub, names: [] }));
    group.names.push(name);
  }
  return tops;
}

/** The prefix of the settings form's field ids. */
export const FIELD_ID_PREFIX = 'site-setting';

/** The DOM id of the field at a JSON pointer (SettingsDraft focuses the first invalid one). */
export function fieldId(path: string): string {
  return fieldDomId(FIELD_ID_PREFIX, path);
}
