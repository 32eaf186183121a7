// A conversation's composer, as the chat widget, the meeting thread, live help and the help desk show it: a text
// field (Enter sends, Shift+Enter breaks the line), the send button, and the error under it. Blank text is refused
// with the caller's message; while the caller says it is busy (a send in flight, a cool-down) nothing goes. The text
// stays until the caller clears it (a refusal keeps it in the field).
import { useState, type FormEvent, type Ref } from 'react';
import { Button, TextAreaField } from '../../../ui';
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

export function Composer({ composer, className, errorClassName, label, labelHidden, placeholder, rows = 2, maxLength, counter, hint, disabled, errorInField, sendLabel, sendDisabled, fieldRef }: {
  composer: ComposerState;
  className: string;
  /** The class of the alert under the form (not used when the error shows in the field). */
  errorClassName?: string;
  label: string;
  labelHidden?: boolean;
  placeholder?: string;
  rows?: number;
  maxLength: number;
  /** The count shown as the field's hint in the last 50 characters. */
  counter?: (count: number, max: number) => string;
  hint?: string;
  disabled?: boolean;
  /** The error as the field's own error text instead of an alert under the form. */
  errorInField?: boolean;
  sendLabel: string;
  sendDisabled: boolean;
  fieldRef?: Ref<HTMLTextAreaElement>;
}) {
  const { text, setText, error, submit } = composer;
  const count = counter && text.length > maxLength - 50 ? counter(text.length, maxLength) : undefined;
  return (
    <form className={className} onSubmit={submit} noValidate>
      <TextAreaField
        ref={fieldRef}
        label={label}
        labelHidden={labelHidden}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
        value={text}
        disabled={disabled}
        hint={hint ?? count}
        error={errorInField ? error ?? undefined : undefined}
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
