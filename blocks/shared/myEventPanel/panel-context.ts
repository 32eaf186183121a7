// What the panel knows about the visitor: it renders in the site shell, outside any page's render context, so it
// reads the shell's state (signed in, phase, language, settings) and the visitor's time-zone choice itself, the
// same way the pages' render context is built (renderer/shell/render-context.ts).
import { useMemo } from 'react';
import { effectiveTimeZone, hourCycleFor, useShell, useTimeZoneChoice } from '../../../renderer';
import { scheduleTimes, type ScheduleTimes } from '../../mySchedule/times';

export interface PanelSettings {
  myEventPanelOpenPhases?: string[];
  myEventPanelDefaultScheduleView?: string;
  timezones?: { eventTimezone?: string };
  languages?: { language: string; timeFormat?: 12 | 24; uiLocale?: string; langLocale?: string }[];
}

export interface PanelContext {
  signedIn: boolean;
  phaseId: string | null;
  language: string;
  settings: PanelSettings | undefined;
  times: ScheduleTimes;
}

export function usePanelContext(): PanelContext {
  const shell = useShell();
  const [choice] = useTimeZoneChoice();
  const settings = shell.settings as PanelSettings | undefined;
  const zone = effectiveTimeZone(choice, settings?.timezones?.eventTimezone) ?? 'UTC';
  const lang = settings?.languages?.find((l) => l.language === shell.language);
  const cycle = hourCycleFor(lang?.timeFormat, lang?.uiLocale ?? lang?.langLocale ?? shell.language);
  const times = useMemo(() => scheduleTimes(shell.language, zone, cycle), [shell.language, zone, cycle]);
  return { signedIn: shell.signedIn, phaseId: shell.phase.id, language: shell.language, settings, times };
}
