import { lazy, Suspense } from 'react';
import { TextArea } from '../../../ui';
import { useWidgetText } from './widget-strings';

export interface RichTextInputProps {
  id: string;
  /** The field's label: the name of the editable text and of its toolbar. */
  label: string;
  /** HTML (or plain text, shown as paragraphs). */
  value: string;
  /** The edited HTML; the empty document is ''. */
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
  lang?: string;
  disabled?: boolean;
}

// Tiptap and ProseMirror load only when a rich-text field is first shown.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** A small rich-text editor (bold, italic, link, lists, headings) whose HTML passes the site's sanitiser. */
export function RichTextInput(props: RichTextInputProps) {
  const text = useWidgetText();
  return (
    <Suspense
      fallback={
        <TextArea
          compact
          id={props.id}
          rows={3}
          value={props.value}
          readOnly
          aria-busy="true"
          aria-label={props.label}
          aria-describedby={props.describedBy}
          title={text('translate.base.widgets.richtext.loading')}
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
