import type { TranslateOptions } from '../../renderer';
import type { FormStrings } from './form-context';

/** The last part of each text key the form engine needs (`{prefix}.move-up`, …). */
type FormStringKey =
  | 'add-item'
  | 'move-up'
  | 'move-down'
  | 'remove'
  | 'item-actions'
  | 'item'
  | 'empty-list'
  | 'has-errors'
  | 'pick-color'
  | 'utc'
  | 'json-invalid';

/**
 * The form engine's words from one chunk's texts: each is the key `{prefix}.{name}`, so the chunk's string table
 * (typed keys) must hold all of them. `absent` is the empty choice of a select, which a chunk may word elsewhere.
 */
export function formStringsFrom<P extends string>(
  t: (key: `${P}.${FormStringKey}`, values?: TranslateOptions) => string,
  prefix: P,
  absent: string,
): FormStrings {
  return {
    addItem: (field) => t(`${prefix}.add-item`, { field }),
    moveUp: t(`${prefix}.move-up`),
    moveDown: t(`${prefix}.move-down`),
    remove: t(`${prefix}.remove`),
    itemActions: (item) => t(`${prefix}.item-actions`, { item }),
    item: (index) => t(`${prefix}.item`, { index }),
    emptyList: t(`${prefix}.empty-list`),
    hasErrors: t(`${prefix}.has-errors`),
    pickColor: (field) => t(`${prefix}.pick-color`, { field }),
    utc: t(`${prefix}.utc`),
    absent,
    jsonInvalid: (error) => t(`${prefix}.json-invalid`, { error }),
    // Keys of the schemas' own words are not in the chunk's table: the schema's English is their default.
    schemaText: (key, english) => (t as unknown as (key: string, values: TranslateOptions) => string)(key, { defaultValue: english }),
  };
}
