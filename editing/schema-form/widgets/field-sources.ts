import { createContext, useContext } from 'react';

/** A choice of a checkbox group: the stored value and what the editor reads. */
export interface FieldChoice {
  value: string;
  label: string;
}

/**
 * What the richer widgets need to know about the site, handed in by the form's caller (the page editor reads the
 * site settings): the event's time zone (date-times are edited on its clocks), the event phases, the feature flags
 * and the known scopes (checkbox groups). Absent sources leave the widgets plain: UTC, a list of free values.
 */
export interface FieldSources {
  /** IANA name; UTC when absent. */
  eventTimeZone?: string;
  phases?: readonly FieldChoice[];
  features?: readonly FieldChoice[];
  scopes?: readonly FieldChoice[];
}

export const NO_FIELD_SOURCES: FieldSources = {};

export const FieldSourcesContext = createContext<FieldSources>(NO_FIELD_SOURCES);

export function useFieldSources(): FieldSources {
  return useContext(FieldSourcesContext);
}
