import type { Ref, SelectHTMLAttributes } from 'react';

// The bare select alone in its module: the shell's footer (the time-zone choice) uses it, and a module the entry
// shares with lazy chunks travels in the entry whole.

/** Dense tools (the editor, site settings) use compact fields: 32 px instead of 44, still above 24. */
export interface Compact {
  compact?: boolean;
}

export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type SelectInputProps = Compact &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** The bare native select of Select (labelled by its owner, like TextInput). Prefer Select. */
export function SelectInput({ compact, className, ...rest }: SelectInputProps) {
  return <select className={classes('ui-select', compact && 'ui-select--sm', className)} {...rest} />;
}
