/** Placeholder until this part is built. */
export function SettingsTools() {
  return null;
}
