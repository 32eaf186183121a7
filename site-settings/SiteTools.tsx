/** Editor tools outside the page: site settings, phase switcher, translations, uploads. (Being built.) */
export function SiteTools() {
  return null;
}
