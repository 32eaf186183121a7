/** A page layout's document id is `{page}--{phase}`; undefined for an id of another shape. */
export function splitPageId(id: string): { page: string; phase: string } | undefined {
  const at = id.lastIndexOf('--');
  if (at <= 0 || at + 2 >= id.length) return undefined;
  return { page: id.slice(0, at), phase: id.slice(at + 2) };
}
