import { useMemo } from 'react';
import { translateProps, usePropTranslator } from '../../renderer';
import type { ScheduleItem } from './schedule-model';

/**
 * The schedule's events as the visitor reads them: a text stored as a translation key (the home page's agenda items
 * are, titled by the agenda block's keys) shows in the visitor's language, as the block's own props do.
 */
export function useScheduleItems(events: readonly unknown[] | undefined): ScheduleItem[] {
  const translate = usePropTranslator();
  return useMemo(() => translateProps((events ?? []) as unknown as ScheduleItem[], translate), [events, translate]);
}
