/** Demo personas of the development identity provider: names here, the personas and their scopes in schemas/. */
import { PERSONA_SCOPES, PERSONAS, isPersona, type Persona } from '../../schemas/index.js';

export { PERSONAS, isPersona };
export type { Persona };

export const DEFAULT_LOCALE = 'en-US';

interface PersonaProfile {
  firstName: string;
  lastName: string;
  companyName: string;
}

const PROFILES: Record<Persona, PersonaProfile> = {
  anonymous: { firstName: 'Anonymous', lastName: 'Visitor', companyName: '' },
  attendee: { firstName: 'Avery', lastName: 'Attendee', companyName: 'Contoso' },
  inperson: { firstName: 'Imani', lastName: 'Inperson', companyName: 'Fabrikam' },
  exhibitor: { firstName: 'Eli', lastName: 'Exhibitor', companyName: 'Northwind Traders' },
  contenteditor: { firstName: 'Casey', lastName: 'Contenteditor', companyName: 'Nimbus Events' },
  siteeditor: { firstName: 'Sam', lastName: 'Siteeditor', companyName: 'Nimbus Events' },
};

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
  // Anonymous visitors hold no scope at all (not even lang-{locale}).
  const scopes = persona === 'anonymous' ? [] : [...PERSONA_SCOPES[persona], `lang-${locale}`];
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
