import { PhaseTools } from './phases/PhaseTools';
import { SettingsTools } from './settings-editor/SettingsTools';
import { TranslationTools } from './translations/TranslationTools';

/**
 * Editor tools outside the page, for content editors (the shell renders this lazily, only for them): site
 * settings and uploads, the phase switcher, translations and live updates. Each part gates itself by scope.
 */
export function SiteTools() {
  return (
    <>
      <SettingsTools />
      <PhaseTools />
      <TranslationTools />
    </>
  );
}
