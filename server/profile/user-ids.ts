// Which attendee record is the signed-in user's. The development personas' tokens carry two ids: the subject
// `demo-{persona}`, which their attendee records name as userId (server/demo/people.ts), and cmsId `cms-{persona}`,
// which the server keys favorites, schedules and meetings by (req.user.cmsId). Both name the same person, so an
// attendee lookup accepts either; real identity providers issue one id and the list is just [id].
export function userIdAliases(userId: string): string[] {
  const persona = /^(?:cms|demo)-([a-z]+)$/.exec(userId)?.[1];
  return persona ? [`demo-${persona}`, `cms-${persona}`] : [userId];
}
