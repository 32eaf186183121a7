// Which attendee record is the signed-in user's. The development personas' tokens carry two ids: cmsId
// `cms-{persona}`, which the server keys everything by (req.user.cmsId) and the persona attendee records name as
// userId (server/demo/people.ts), and the subject `demo-{persona}`, which those records named before. Both name the
// same person, so an attendee lookup accepts either; real identity providers issue one id and the list is just [id].
export function userIdAliases(userId: string): string[] {
  const persona = /^(?:cms|demo)-([a-z]+)$/.exec(userId)?.[1];
  return persona ? [`demo-${persona}`, `cms-${persona}`] : [userId];
}
