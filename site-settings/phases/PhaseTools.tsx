/** Placeholder until this part is built. */
export function PhaseTools() {
  return null;
}
