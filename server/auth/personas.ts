/** Demo personas of the development identity provider, scopes per spec 000 section 6. */
export const PERSONAS = ['anonymous', 'attendee', 'inperson', 'exhibitor', 'contenteditor', 'siteeditor'] as const;
export type Persona = (typeof PERSONAS)[number];

export const DEFAULT_LOCALE = 'en-US';

interface PersonaProfile {
  firstName: string;
  lastName: string;
  companyName: string;
  scopes: string[];
}

const ATTENDEE_SCOPES = ['session-catalog', 'attendee-directory', 'event-tools', 'meetings'];

const PROFILES: Record<Persona, PersonaProfile> = {
  // Anonymous visitors hold no scope at all (not even lang-{locale}).
  anonymous: { firstName: 'Anonymous', lastName: 'Visitor', companyName: '', scopes: [] },
  attendee: { firstName: 'Avery', lastName: 'Attendee', companyName: 'Contoso', scopes: ATTENDEE_SCOPES },
  inperson: {
    firstName: 'Imani',
    lastName: 'Inperson',
    companyName: 'Fabrikam',
    scopes: [...ATTENDEE_SCOPES, 'side-meetings', 'inperson'],
  },
  exhibitor: {
    firstName: 'Eli',
    lastName: 'Exhibitor',
    companyName: 'Northwind Traders',
    scopes: [...ATTENDEE_SCOPES, 'expertconnect'],
  },
  contenteditor: {
    firstName: 'Casey',
    lastName: 'Contenteditor',
    companyName: 'Nimbus Events',
    scopes: ['session-catalog', 'event-tools', 'contenteditor'],
  },
  // A site editor also holds content editor rights.
  siteeditor: {
    firstName: 'Sam',
    lastName: 'Siteeditor',
    companyName: 'Nimbus Events',
    scopes: ['session-catalog', 'event-tools', 'contenteditor', 'siteeditor'],
  },
};

export function isPersona(value: unknown): value is Persona {
  return typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);
}

export interface PersonaClaims {
  sub: string;
  eventProfileId: string;
  cmsId: string;
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  b2BUserName: string;
  badgeId: string;
  companyName: string;
  scopes: string[];
}

export function personaClaims(persona: Persona, locale = DEFAULT_LOCALE): PersonaClaims {
  const p = PROFILES[persona];
  const id = `demo-${persona}`;
  const scopes = persona === 'anonymous' ? [] : [...p.scopes, `lang-${locale}`];
  return {
    sub: id,
    eventProfileId: `ep-${persona}`,
    cmsId: `cms-${persona}`,
    name: `${p.firstName} ${p.lastName}`,
    given_name: p.firstName,
    family_name: p.lastName,
    email: `${persona}@nimbus.example`,
    b2BUserName: persona === 'anonymous' ? '' : `${persona}@nimbus.example`,
    badgeId: persona === 'anonymous' ? '' : `B-${persona.toUpperCase()}`,
    companyName: p.companyName,
    scopes,
  };
}
