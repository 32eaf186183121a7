/** The demo personas of the development identity provider (docs/contracts.md). */
export const PERSONAS = ['anonymous', 'attendee', 'inperson', 'exhibitor', 'contenteditor', 'siteeditor'] as const;
export type Persona = (typeof PERSONAS)[number];

export function isPersona(value: unknown): value is Persona {
  return typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);
}

const ATTENDEE_SCOPES = ['session-catalog', 'attendee-directory', 'event-tools', 'meetings'] as const;

/**
 * The scopes each persona signs in with (spec 000 section 6), before the `lang-{locale}` scope the sign-in adds
 * for everyone but anonymous visitors, who hold no scope at all. A site editor also holds content editor rights.
 */
export const PERSONA_SCOPES: Readonly<Record<Persona, readonly string[]>> = {
  anonymous: [],
  attendee: ATTENDEE_SCOPES,
  inperson: [...ATTENDEE_SCOPES, 'side-meetings', 'inperson'],
  exhibitor: [...ATTENDEE_SCOPES, 'expertconnect'],
  contenteditor: ['session-catalog', 'event-tools', 'contenteditor'],
  siteeditor: ['session-catalog', 'event-tools', 'contenteditor', 'siteeditor'],
};
