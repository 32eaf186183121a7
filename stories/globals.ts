// The toolbar choices of the Storybook (personas, phases, feature presets, languages, viewports) and the
// render context they produce. Plain data and one pure function, so the preview, the gating stories and the
// tests all read the same definitions.
import { shellStrings, type RenderContextValue } from '../renderer';
import { BREAKPOINTS, PERSONAS, PERSONA_SCOPES, type Persona } from '../schemas';

// The demo personas (schemas/: the scopes the development sign-in gives them, docs/behaviour/qa.md), labelled as the
// site's login page labels them.
export const personas = Object.fromEntries(
  PERSONAS.map((id) => [
    id,
    { label: shellStrings[`translate.shell.persona.${id}`], signedIn: id !== 'anonymous', scopes: PERSONA_SCOPES[id] },
  ]),
) as Readonly<Record<Persona, { label: string; signedIn: boolean; scopes: readonly string[] }>>;
export type PersonaId = Persona;

/** Event phases of the demo conference (docs/behaviour/qa.md eventPhases ids). */
export const phases = { 'pre-event': 'Pre-event', live: 'Live', 'post-event': 'Post-event' } as const;
export type PhaseId = keyof typeof phases;

/** Flags from docs/behaviour/qa.md that the stories gate on; a preset sets all of them at once. */
export const featureFlagNames = [
  'showMeetings',
  'enableFavorites',
  'enableMySchedule',
  'showEvaluations',
  'showRegistrationButton',
  'allowLogOn',
] as const;
export const featurePresets = {
  all: { label: 'All flags on', on: featureFlagNames },
  none: { label: 'All flags off', on: [] },
  'signed-out-site': { label: 'Registration only', on: ['showRegistrationButton', 'allowLogOn'] },
} as const satisfies Record<string, { label: string; on: readonly string[] }>;
export type FeaturePresetId = keyof typeof featurePresets;

export const languages = { en: 'English', de: 'Deutsch' } as const;
/** The locale behind each language, as carried in the lang-{locale} scope. */
export const localeOf = { en: 'en-us', de: 'de-de' } as const;
export type LanguageId = keyof typeof languages;

/** The values the toolbar holds (Storybook globals). */
export interface StoryGlobals {
  persona: PersonaId;
  phase: PhaseId;
  features: FeaturePresetId;
  editMode: 'off' | 'on';
  language: LanguageId;
}

export const defaultGlobals: StoryGlobals = {
  persona: 'anonymous',
  phase: 'live',
  features: 'all',
  editMode: 'off',
  language: 'en',
};

function pick<T extends string>(value: unknown, allowed: Readonly<Record<T, unknown>>, fallback: T): T {
  return typeof value === 'string' && Object.hasOwn(allowed, value) ? (value as T) : fallback;
}

/** Reads the toolbar globals, falling back to the defaults for anything missing or unknown (e.g. a stale URL). */
export function readGlobals(globals: Readonly<Record<string, unknown>>): StoryGlobals {
  return {
    persona: pick(globals.persona, personas, defaultGlobals.persona),
    phase: pick(globals.phase, phases, defaultGlobals.phase),
    features: pick(globals.features, featurePresets, defaultGlobals.features),
    editMode: globals.editMode === 'on' ? 'on' : 'off',
    language: pick(globals.language, languages, defaultGlobals.language),
  };
}

/** The renderer's context for one combination of toolbar values. */
export function renderContextFor(g: StoryGlobals, pageId = 'storybook'): RenderContextValue {
  const persona = personas[g.persona];
  const on: readonly string[] = featurePresets[g.features].on;
  return {
    // Signed-in users get lang-{locale} added automatically; anonymous visitors hold no scope at all.
    scopes: persona.signedIn ? [...persona.scopes, `lang-${localeOf[g.language]}`] : [],
    signedIn: persona.signedIn,
    features: Object.fromEntries(featureFlagNames.map((name) => [name, on.includes(name)])),
    phaseId: g.phase,
    editMode: g.editMode === 'on',
    environment: 'cont',
    language: g.language,
    pageId,
  };
}

/**
 * Viewport presets: the QA widths of docs/behaviour/qa.md (mobile 539, tablet 1083, desktop 1920, height 600) and
 * the named breakpoints of the same section, each shown at its minimum width.
 */
const qaViewports = { mobile: 539, tablet: 1083, desktop: 1920 } as const;
const breakpointViewports = BREAKPOINTS;

export const viewportOptions: Record<
  string,
  { name: string; styles: { width: string; height: string }; type: 'mobile' | 'tablet' | 'desktop' | 'other' }
> = {
  ...Object.fromEntries(
    Object.entries(qaViewports).map(([id, width]) => [
      id,
      {
        name: `QA ${id} (${width})`,
        styles: { width: `${width}px`, height: '600px' },
        type: id as 'mobile' | 'tablet' | 'desktop',
      },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(breakpointViewports).map(([id, width]) => [
      `bp-${id}`,
      {
        name: `Breakpoint ${id} (${width})`,
        styles: { width: `${width}px`, height: '900px' },
        type: 'other' as const,
      },
    ]),
  ),
};
