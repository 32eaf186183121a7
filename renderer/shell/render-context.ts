import type { Environment, RenderContextValue } from '../types';
import { effectiveNow, resolveCurrentPhase } from '../../schemas';
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
}): RenderContextValue {
  const eventTimezone = input.settings?.timezones?.eventTimezone;
  return {
    scopes: input.viewer.scopes,
    signedIn: input.viewer.signedIn,
    features: viewerFeatures(input.settings, input.viewer.scopes),
    phaseId: currentPhaseId(input.settings, input.clock),
    editMode: input.editMode,
    environment: input.environment,
    language: input.language,
    ...(eventTimezone ? { timeZone: eventTimezone } : {}),
    pageId: input.pageId,
  };
}
