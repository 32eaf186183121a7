/** The demo personas of the development identity provider (docs/contracts.md). */
export const PERSONAS = ['anonymous', 'attendee', 'inperson', 'exhibitor', 'contenteditor', 'siteeditor'] as const;
export type Persona = (typeof PERSONAS)[number];

export function isPersona(value: unknown): value is Persona {
  return typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);
}

/** The attendee personas a site editor can view the site as (docs/behaviour/content-and-environments.md, "Attendee type change"). */
export const ATTENDEE_TYPES = ['attendee', 'inperson', 'exhibitor'] as const satisfies readonly Persona[];
export type AttendeeType = (typeof ATTENDEE_TYPES)[number];

export function isAttendeeType(value: unknown): value is AttendeeType {
  return typeof value === 'string' && (ATTENDEE_TYPES as readonly string[]).includes(value);
}

/** The type of a visitor who is none of the attendee types (editors, staff). */
export const STAFF_TYPE = 'staff';

/** The type a token's scopes amount to, when the token names none (a signed-in site editor is Staff). */
export function inferAttendeeType(scopes: readonly string[]): string {
  if (scopes.includes('inperson')) return 'inperson';
  if (scopes.includes('expertconnect')) return 'exhibitor';
  if (scopes.includes('attendee-directory')) return 'attendee';
  return STAFF_TYPE;
}

const ATTENDEE_SCOPES = ['session-catalog', 'attendee-directory', 'event-tools', 'meetings'] as const;

/**
 * The scopes each persona signs in with (docs/behaviour/roles-and-flags.md), before the `lang-{locale}` scope the sign-in adds
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

/**
 * The audiences a page is seen as, in QA runs and in the editor's preview frames and share links: nobody signed
 * in, then the attendee types.
 */
export const AUDIENCES = ['anonymous', ...ATTENDEE_TYPES] as const satisfies readonly Persona[];
export type Audience = (typeof AUDIENCES)[number];

export function isAudience(value: unknown): value is Audience {
  return typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value);
}

/**
 * The one user id a persona signs in with: the token's subject and cmsId alike, and the userId of the persona's
 * attendee record in the demo data, so every feature finds the signed-in persona by that one id.
 */
export const personaUserId = (persona: Persona): string => `cms-${persona}`;
/** The persona's e-mail address, on its token and on its demo attendee record. */
export const personaEmail = (persona: Persona): string => `${persona}@nimbus.example`;

/** The personas' names and companies, on their tokens and on their demo attendee records. */
export const PERSONA_PROFILES: Readonly<Record<Persona, { firstName: string; lastName: string; companyName: string }>> = {
  anonymous: { firstName: 'Anonymous', lastName: 'Visitor', companyName: '' },
  attendee: { firstName: 'Avery', lastName: 'Attendee', companyName: 'Contoso' },
  inperson: { firstName: 'Imani', lastName: 'Inperson', companyName: 'Fabrikam' },
  exhibitor: { firstName: 'Eli', lastName: 'Exhibitor', companyName: 'Northwind Traders' },
  contenteditor: { firstName: 'Casey', lastName: 'Contenteditor', companyName: 'Nimbus Events' },
  siteeditor: { firstName: 'Sam', lastName: 'Siteeditor', companyName: 'Nimbus Events' },
};
