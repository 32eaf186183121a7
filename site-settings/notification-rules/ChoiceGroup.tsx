import { useId } from 'react';
import { Checkbox, Radio } from '../../ui';

export interface ChoiceGroupProps<V extends string | number> {
  legend: string;
  /** Check boxes (any number chosen) or radio buttons (one). */
  kind: 'checkbox' | 'radio';
  options: readonly { value: V; label: string }[];
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
  hint?: string;
  /** Shown when there are no options at all. */
  empty?: string;
  error?: string;
}

/**
 * A group of check boxes or radio buttons under its legend. Its hint and error describe the group and every box in
 * it, and every box carries the error (aria-invalid), so the form's "first invalid field" is the group's first box
 * and a screen reader hears the error on any of them.
 */
export function ChoiceGroup<V extends string | number>({ legend, kind, options, chosen, onChange, hint, empty, error }: ChoiceGroupProps<V>) {
  const id = useId();
  const name = `${id}-choice`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const Box = kind === 'radio' ? Radio : Checkbox;
  const toggle = (value: V, on: boolean) =>
    onChange(kind === 'radio' ? [value] : on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
  return (
    <fieldset className="nr-group" aria-describedby={describedBy}>
      <legend className="ui-field__label">{legend}</legend>
      {hint ? (
        <span id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {options.length === 0 && empty ? <p className="nr-muted">{empty}</p> : null}
      <div className="nr-group__options">
        {options.map((option) => (
          <Box
            key={String(option.value)}
            name={name}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(e) => toggle(option.value, e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        ))}
      </div>
      {error ? (
        <span id={`${id}-error`} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
