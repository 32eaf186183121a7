import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { classes, type Compact } from './select-input';

// The bare controls of the field family, apart from the labelled fields (field.tsx): a module that the entry and a
// lazy chunk share travels in the entry whole, so the select the shell's footer uses lives alone (select-input.tsx).

export type TextInputProps = Compact &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * The bare text input of TextField, for a field whose label, hint and errors are laid out by its owner (the
 * schema-form engine labels by id and describes by aria-describedby). Prefer TextField.
 */
export function TextInput({ compact, className, type = 'text', ...rest }: TextInputProps) {
  return (
    <input type={type} className={classes('ui-input', compact && 'ui-input--sm', className)} {...rest} />
  );
}

export type TextAreaProps = Compact &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** A multi-line text input with the field look (labelled by its owner, like TextInput). */
export function TextArea({ compact, className, ...rest }: TextAreaProps) {
  return <textarea className={classes('ui-input', compact && 'ui-input--sm', className)} {...rest} />;
}

export type RangeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
};

/** A slider (labelled by its owner; give it aria-valuetext when the number alone means little). */
export function RangeInput({ className, ...rest }: RangeInputProps) {
  return <input type="range" className={classes('ui-range', className)} {...rest} />;
}

export type ColorInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The picker's accessible name (it sits beside a text field that holds the value). */
  label: string;
};

/** The browser's colour picker as a swatch button. */
export function ColorInput({ label, className, ...rest }: ColorInputProps) {
  return <input type="color" aria-label={label} className={classes('ui-color', className)} {...rest} />;
}
