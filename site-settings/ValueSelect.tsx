import type { SelectHTMLAttributes } from 'react';
import { SelectInput } from '../ui';

export type ValueSelectProps<T extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> & {
  /** The choices, each shown as itself (environments, time zones). */
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
};

/** A native select of plain values; it answers the chosen one, typed as one of `values`. */
export function ValueSelect<T extends string>({ values, value, onChange, ...rest }: ValueSelectProps<T>) {
  return (
    <SelectInput
      compact
      {...rest}
      value={value}
      onChange={(e) => {
        const chosen = values.find((v) => v === e.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </SelectInput>
  );
}
