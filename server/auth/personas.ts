/** The claims of the development identity provider's demo personas; the personas, their scopes, names and ids in schemas/. */
import { PERSONA_PROFILES, PERSONA_SCOPES, PERSONAS, isPersona, personaEmail, personaUserId, type Persona } from '../../schemas/index.js';

export { PERSONAS, isPersona };
export type { Persona };

export const DEFAULT_LOCALE = 'en-US';

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
  const p = PERSONA_PROFILES[persona];
  const id = personaUserId(persona);
  // Anonymous visitors hold no scope at all (not even lang-{locale}).
  const scopes = persona === 'anonymous' ? [] : [...PERSONA_SCOPES[persona], `lang-${locale}`];
  return {
    sub: id,
    eventProfileId: `ep-${persona}`,
    cmsId: id,
    name: `${p.firstName} ${p.lastName}`,
    given_name: p.firstName,
    family_name: p.lastName,
    email: personaEmail(persona),
    b2BUserName: persona === 'anonymous' ? '' : personaEmail(persona),
    badgeId: persona === 'anonymous' ? '' : `B-${persona.toUpperCase()}`,
    companyName: p.companyName,
    scopes,
  };
}
