import type { WidgetProps } from '../form-context';
import { nullableOf } from '../schema-nodes';
import { RichTextInput } from './RichTextInput';

/** x-widget: richtext as rich text (HTML the sanitiser keeps); an emptied field is absent, null or '' by its schema. */
export function RichTextWidget(p: WidgetProps) {
  return (
    <RichTextInput
      id={p.id}
      label={p.label}
      value={typeof p.value === 'string' ? p.value : ''}
      describedBy={p.describedBy}
      invalid={p.invalid}
      onChange={(html) => p.onChange(html !== '' ? html : p.optional ? undefined : nullableOf(p.schema) ? null : '')}
    />
  );
}
