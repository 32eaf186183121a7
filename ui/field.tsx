import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { TextArea, TextInput } from './controls';
import { classes, SelectInput, type Compact } from './select-input';

interface FieldText extends Compact {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The label is read by assistive technology but not shown (a column head or a heading names the field). */
  labelHidden?: boolean;
}

/** The field's own notes plus what the caller describes it with (an error list rendered elsewhere). */
function describedBy(
  id: string,
  hint: unknown,
  error: unknown,
  extra: string | undefined,
): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined
  );
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

/** What a labelled field hands its control: its id and the notes that describe it. */
interface ControlProps {
  id: string;
  compact?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type FrameProps = FieldText & { id?: string; className?: string; extra?: string; control: (props: ControlProps) => ReactNode };

/** The label, the control and its hint and error, wired together: one frame for every labelled field. */
function FieldFrame({ label, hint, error, labelHidden, compact, id, className, extra, control }: FrameProps) {
  const own = useId();
  const controlId = id ?? own;
  return (
    <div className={classes('ui-field', compact && 'ui-field--sm', className)}>
      <label className={labelHidden ? 'ui-visually-hidden' : 'ui-field__label'} htmlFor={controlId}>
        {label}
      </label>
      {control({
        id: controlId,
        compact,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(controlId, hint, error, extra),
      })}
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}

export type TextFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    id?: string;
    ref?: Ref<HTMLInputElement>;
    /** The class of the field's wrapper (the input keeps the ui look). */
    className?: string;
  };

/** A labelled text input with an optional hint and error (both announced through aria-describedby). */
export function TextField({ label, hint, error, labelHidden, compact, id, className, 'aria-describedby': extra, ...rest }: TextFieldProps) {
  const frame = { label, hint, error, labelHidden, compact, id, className, extra };
  return <FieldFrame {...frame} control={(control) => <TextInput {...control} {...rest} />} />;
}

export type TextAreaFieldProps = FieldText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { id?: string; ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text field. */
export function TextAreaField({ label, hint, error, labelHidden, compact, id, className, 'aria-describedby': extra, ...rest }: TextAreaFieldProps) {
  const frame = { label, hint, error, labelHidden, compact, id, className, extra };
  return <FieldFrame {...frame} control={(control) => <TextArea {...control} {...rest} />} />;
}

export type SelectProps = FieldText &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { id?: string; ref?: Ref<HTMLSelectElement> };

/** A labelled native select. */
export function Select({ label, hint, error, labelHidden, compact, id, className, 'aria-describedby': extra, ...rest }: SelectProps) {
  const frame = { label, hint, error, labelHidden, compact, id, className, extra };
  return <FieldFrame {...frame} control={(control) => <SelectInput {...control} {...rest} />} />;
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** The label is read but not shown (a table's column head names the check box). */
  labelHidden?: boolean;
};

/** What a check box, a switch and a radio button share: the input inside its label, the whole row the target. */
function CheckRow({ label, labelHidden, className, type, ...rest }: CheckboxProps & { type: 'checkbox' | 'radio' }) {
  return (
    <label className={classes('ui-check', className)}>
      <input type={type} {...rest} />
      <span className={labelHidden ? 'ui-visually-hidden' : undefined}>{label}</span>
    </label>
  );
}

/** A check box with its label (the whole row is the target). */
export function Checkbox(props: CheckboxProps) {
  return <CheckRow {...props} type="checkbox" />;
}

/** An on/off switch: a check box with role="switch" (announced as on/off). */
export function Switch({ className, ...rest }: CheckboxProps) {
  return <CheckRow role="switch" {...rest} type="checkbox" className={classes('ui-switch', className)} />;
}

/** A radio button with its label (group them in a fieldset with a legend). */
export function Radio(props: CheckboxProps) {
  return <CheckRow {...props} type="radio" />;
}

export type FileFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { id?: string; ref?: Ref<HTMLInputElement> };

/** A labelled file picker (the browser's own control, in the field look; its button takes the ui colours). */
export function FileField({ label, hint, error, labelHidden, compact, id, className, 'aria-describedby': extra, ...rest }: FileFieldProps) {
  const frame = { label, hint, error, labelHidden, compact, id, className, extra };
  return (
    <FieldFrame
      {...frame}
      control={(control) => (
        <input
          id={control.id}
          type="file"
          className={classes('ui-input ui-file', control.compact && 'ui-input--sm')}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          {...rest}
        />
      )}
    />
  );
}
