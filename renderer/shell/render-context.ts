import type { Environment, RenderContextValue } from '../types';
import { effectiveNow, resolveCurrentPhase } from '../../schemas';
import { hourCycleFor } from '../time/hour-cycle';
import { effectiveTimeZone } from '../time/time-zone-choice';
import { applyScopedOverrides } from './scoped-features';
import { featureFlags, type ShellSettings } from './shell-settings';

export interface ViewerState {
  signedIn: boolean;
  scopes: readonly string[];
}

/** Features as this viewer sees them: site flags with the scoped overrides applied. */
export function viewerFeatures(settings: ShellSettings | undefined, scopes: readonly string[]): Record<string, boolean> {
  return applyScopedOverrides(featureFlags(settings), settings?.scopedFeatureOverrides ?? [], scopes);
}

/** The current phase id from settings: eventPhases against testingDate (when set) or the clock. */
export function currentPhaseId(settings: ShellSettings | undefined, clock: Date): string | null {
  return resolveCurrentPhase(settings?.eventPhases ?? [], effectiveNow(settings?.testingDate, clock))?.id ?? null;
}

/**
 * The event's clock of this tab (DESIGN "one clock"): the date it previews (Apply (Local)), else the server's testing
 * date, else the real time. The API judges time at the same instant (the preview date travels as a header).
 */
export function eventDate(settings: ShellSettings | undefined, previewDate: Date | null, clock: Date): Date {
  return previewDate ?? effectiveNow(settings?.testingDate, clock);
}

/** The fixed instant of date testing (ms), or null on the real time: what useNow answers (renderer/clock.ts). */
export function fixedEventTime(settings: ShellSettings | undefined, previewDate: Date | null): number | null {
  if (previewDate) return previewDate.getTime();
  const at = settings?.testingDate ? Date.parse(settings.testingDate) : Number.NaN;
  return Number.isNaN(at) ? null : at;
}

/** The phase at a date this tab previews: the date wins over the server's testing date. */
export function previewPhaseId(settings: ShellSettings | undefined, date: Date): string | null {
  return resolveCurrentPhase(settings?.eventPhases ?? [], date)?.id ?? null;
}

/** The render context the PageRenderer and the blocks read (renderer/types.ts). */
export function buildRenderContext(input: {
  viewer: ViewerState;
  settings: ShellSettings | undefined;
  clock: Date;
  environment: Environment;
  language: string;
  pageId: string;
  editMode: boolean;
  /** The visitor's chosen zone (useTimeZoneChoice), if any. */
  timeZoneChoice?: string | null;
  /** The shell's phase (a preview date's phase wins over the testing date's); else resolved from settings and clock. */
  phaseId?: string | null;
}): RenderContextValue {
  const eventTimezone = input.settings?.timezones?.eventTimezone || undefined;
  const timeZone = effectiveTimeZone(input.timeZoneChoice, eventTimezone);
  const lang = input.settings?.languages?.find((l) => l.language === input.language);
  return {
    scopes: input.viewer.scopes,
    signedIn: input.viewer.signedIn,
    features: viewerFeatures(input.settings, input.viewer.scopes),
    phaseId: input.phaseId !== undefined ? input.phaseId : currentPhaseId(input.settings, input.clock),
    editMode: input.editMode,
    environment: input.environment,
    language: input.language,
    ...(timeZone ? { timeZone } : {}),
    ...(eventTimezone ? { eventTimeZone: eventTimezone } : {}),
    ...(input.timeZoneChoice && timeZone === input.timeZoneChoice ? { timeZoneChoice: timeZone } : {}),
    hourCycle: hourCycleFor(lang?.timeFormat, lang?.uiLocale ?? lang?.langLocale ?? input.language),
    pageId: input.pageId,
  };
}
