// The rich-text editor (x-widget: richtext) on Tiptap (ProseMirror): a lazy chunk of the editing room only (see
// RichTextInput.tsx), never part of an attendee page. Its marks and nodes are the ones the site's sanitiser keeps
// (renderer/sanitize.ts): paragraphs, h2-h4, bold, italic, links, bulleted and numbered lists, line breaks.
import { useEditor, EditorContent, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, TextInput } from '../../../ui';
import { useWidgetText } from './widget-strings';
import { fromEditorHtml, isSafeLinkHref, toEditorHtml } from './rich-text-html';
import type { RichTextInputProps } from './RichTextInput';
import './rich-text.css';

const HEADINGS = [2, 3, 4] as const;

function extensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADINGS] },
      code: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto', 'tel'],
        isAllowedUri: (url) => isSafeLinkHref(url),
        // The sanitiser sets target and rel on every link itself.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
  ];
}

interface Marks {
  bold: boolean;
  italic: boolean;
  link: boolean;
  bullets: boolean;
  numbers: boolean;
  heading: number;
}

function marksOf(editor: Editor | null): Marks {
  if (!editor) return { bold: false, italic: false, link: false, bullets: false, numbers: false, heading: 0 };
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    bullets: editor.isActive('bulletList'),
    numbers: editor.isActive('orderedList'),
    heading: HEADINGS.find((level) => editor.isActive('heading', { level })) ?? 0,
  };
}

/** Arrow keys move between the toolbar's buttons (one tab stop for the toolbar, WAI-ARIA toolbar pattern). */
function moveInToolbar(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('button, select'));
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  if (at < 0 || (e.key.startsWith('Arrow') && (e.target as HTMLElement).tagName === 'SELECT')) return;
  e.preventDefault();
  const next =
    e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : (at + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1));
  buttons[next]?.focus();
}

export default function RichTextEditor({ id, label, value, onChange, describedBy, invalid, lang, disabled }: RichTextInputProps) {
  const text = useWidgetText();
  const hintId = useId();
  const linkId = useId();
  // The HTML this editor last reported: a value coming back equal to it is not loaded again (that would move the caret).
  const reported = useRef(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);

  const editor = useEditor({
    extensions: extensions(),
    content: toEditorHtml(value),
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': [describedBy, hintId].filter(Boolean).join(' '),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class: 'eg-rte__text',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = fromEditorHtml(e.getHTML());
      reported.current = html;
      latest.current(html);
    },
  });
  const marks = useEditorState({ editor, selector: ({ editor: e }) => marksOf(e) }) ?? marksOf(null);

  // A value changed elsewhere (reset, undo, another language) replaces the text.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    // Without an update event: only an edit may change the stored value (opening a field never rewrites it).
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  function openLink() {
    if (!editor) return;
    setHref(String(editor.getAttributes('link').href ?? ''));
    setLinkOpen(true);
    queueMicrotask(() => linkInput.current?.focus());
  }
  const applyLink = () => {
    if (!editor) return;
    const target = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (target === '') chain.unsetLink().run();
    else if (isSafeLinkHref(target)) chain.setLink({ href: target }).run();
    setLinkOpen(false);
  };

  const toggle = (name: string, pressed: boolean, run: (e: Editor) => void, key?: string) => (
    <Button
      size="sm"
      tabIndex={name === 'bold' ? 0 : -1}
      aria-pressed={pressed}
      aria-keyshortcuts={key}
      disabled={disabled || !editor}
      onClick={() => editor && run(editor)}
    >
      {text(`translate.base.widgets.richtext.${name}` as 'translate.base.widgets.richtext.bold')}
    </Button>
  );

  return (
    <div className="eg-rte" data-invalid={invalid || undefined}>
      <div className="eg-rte__toolbar" role="toolbar" aria-label={text('translate.base.widgets.richtext.toolbar', { field: label })} aria-controls={id} onKeyDown={moveInToolbar}>
        {toggle('bold', marks.bold, (e) => e.chain().focus().toggleBold().run(), 'Control+B')}
        {toggle('italic', marks.italic, (e) => e.chain().focus().toggleItalic().run(), 'Control+I')}
        {toggle('link', marks.link, () => openLink(), 'Control+K')}
        {toggle('bullets', marks.bullets, (e) => e.chain().focus().toggleBulletList().run())}
        {toggle('numbers', marks.numbers, (e) => e.chain().focus().toggleOrderedList().run())}
        <select
          className="ui-select ui-select--compact eg-rte__block"
          tabIndex={-1}
          aria-label={text('translate.base.widgets.richtext.paragraph')}
          disabled={disabled || !editor}
          value={String(marks.heading)}
          onChange={(e) => {
            const level = Number(e.target.value);
            const chain = editor?.chain().focus();
            if (!chain) return;
            if (level === 0) chain.setParagraph().run();
            else chain.setHeading({ level: level as 2 | 3 | 4 }).run();
          }}
        >
          <option value="0">{text('translate.base.widgets.richtext.paragraph')}</option>
          {HEADINGS.map((level) => (
            <option key={level} value={String(level)}>
              {text('translate.base.widgets.richtext.heading', { level })}
            </option>
          ))}
        </select>
      </div>
      {linkOpen && (
        <div className="eg-rte__link">
          <label htmlFor={linkId}>{text('translate.base.widgets.richtext.link-prompt')}</label>
          <span className="eg-inline">
            <TextInput
              compact
              ref={linkInput}
              id={linkId}
              inputMode="url"
              value={href}
              aria-invalid={(href.trim() !== '' && !isSafeLinkHref(href.trim())) || undefined}
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  setLinkOpen(false);
                  editor?.commands.focus();
                }
              }}
            />
            <Button size="sm" variant="primary" onClick={applyLink}>
              {text('translate.base.widgets.richtext.link')}
            </Button>
          </span>
        </div>
      )}
      <EditorContent editor={editor} className="eg-rte__area" />
      <p id={hintId} className="eg-hint">
        {text('translate.base.widgets.richtext.keys')}
      </p>
    </div>
  );
}
