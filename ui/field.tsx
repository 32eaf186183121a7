import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldText {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}

export type TextFieldProps = FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id?: string };

/** A labelled text input with an optional hint and error (both announced through aria-describedby). */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const own = useId();
  const inputId = id ?? own;
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}

export type SelectProps = FieldText & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { id?: string };

/** A labelled native select. */
export function Select({ label, hint, error, id, className, children, ...rest }: SelectProps) {
  const own = useId();
  const selectId = id ?? own;
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...rest}
      >
        {children}
      </select>
      <FieldNotes id={selectId} hint={hint} error={error} />
    </div>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/** A check box with its label (the whole row is the target). */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={className ? `ui-check ${className}` : 'ui-check'}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}

/** An on/off switch: a check box with role="switch" (announced as on/off). */
export function Switch({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={className ? `ui-check ui-switch ${className}` : 'ui-check ui-switch'}>
      <input type="checkbox" role="switch" {...rest} />
      <span>{label}</span>
    </label>
  );
}
