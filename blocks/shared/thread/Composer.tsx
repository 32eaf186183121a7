// A conversation's composer, as the chat widget, the meeting thread, live help and the help desk show it: a text
// field (Enter sends, Shift+Enter breaks the line), the send button, and the error under it. Blank text is refused
// with the caller's message; while the caller says it is busy (a send in flight, a cool-down) nothing goes. The text
// stays until the caller clears it (a refusal keeps it in the field).
import { useState, type FormEvent, type Ref } from 'react';
import { Button, TextAreaField, type TextAreaFieldProps } from '../../../ui';
import './thread.css';

export interface ComposerState {
  text: string;
  setText: (text: string) => void;
  error: string | null;
  setError: (error: string | null) => void;
  submit: (e: FormEvent) => void;
}

/** The composer's text and error; `send` gets the trimmed text when it may go. */
export function useComposer({ blank, blocked, send }: { blank: string; blocked: boolean; send: (body: string) => void }): ComposerState {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body === '') {
      setError(blank);
      return;
    }
    if (blocked) return;
    setError(null);
    send(body);
  };
  return { text, setText, error, setError, submit };
}

export function Composer({ composer, className, errorClassName, field, maxLength, counter, errorInField, sendLabel, sendDisabled, fieldRef }: {
  composer: ComposerState;
  className: string;
  /** The class of the alert under the form (not used when the error shows in the field). */
  errorClassName?: string;
  /** The field's label (hidden or not), placeholder, rows (2 unless said), and a disabled field's reason as its hint. */
  field: Pick<TextAreaFieldProps, 'label' | 'labelHidden' | 'placeholder' | 'rows' | 'disabled' | 'hint'>;
  maxLength: number;
  /** The count shown as the field's hint in the last 50 characters. */
  counter?: (count: number, max: number) => string;
  /** The error as the field's own error text instead of an alert under the form. */
  errorInField?: boolean;
  sendLabel: string;
  sendDisabled: boolean;
  fieldRef?: Ref<HTMLTextAreaElement>;
}) {
  const { text, setText, error, submit } = composer;
  const count = counter && text.length > maxLength - 50 ? counter(text.length, maxLength) : undefined;
  return (
    <form
      className={className}
      onSubmit={(e) => {
        submit(e);
        // Sent with the button, focus would fall to the page once the button is disabled for the send: it goes
        // back to the field, where the next message is written (and the panel's Escape still reaches it).
        e.currentTarget.querySelector('textarea')?.focus();
      }}
      noValidate
    >
      <TextAreaField
        rows={2}
        {...field}
        ref={fieldRef}
        hint={field.hint ?? count}
        error={errorInField ? error ?? undefined : undefined}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
      />
      <Button type="submit" variant="primary" disabled={sendDisabled}>
        {sendLabel}
      </Button>
      {error && !errorInField ? <p className={errorClassName} role="alert">{error}</p> : null}
    </form>
  );
}
