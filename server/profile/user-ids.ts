// The development personas used to sign in with two ids (subject `demo-{persona}`, cmsId `cms-{persona}`); they now
// sign in with one (personaUserId in schemas/domain/personas.ts), and every feature but the catalog's viewer state
// looks rows up by that one id. Kept for server/catalog/viewer-state.ts only, until the catalog's query reads
// `[userId]` (its owner's change); then this file goes.
export function userIdAliases(userId: string): string[] {
  const persona = /^(?:cms|demo)-([a-z]+)$/.exec(userId)?.[1];
  return persona ? [`demo-${persona}`, `cms-${persona}`] : [userId];
}
