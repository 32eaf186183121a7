import { isContentEditor, useShell } from '../../renderer';
import { PhaseSwitcher } from './PhaseSwitcher';

const realClock = () => new Date();

/** The phase switcher wired to the shell: its settings, this tab's preview date and the viewer's scopes. */
export function PhaseTools() {
  const shell = useShell();
  const settings = shell.settings;
  return (
    <PhaseSwitcher
      phases={settings?.eventPhases ?? []}
      testingDate={settings?.testingDate ?? null}
      settingsHash={settings?.hash ?? null}
      previewDate={shell.previewDate}
      setPreviewDate={shell.setPreviewDate}
      canApplyServer={isContentEditor(shell.scopes)}
      now={realClock}
      initialTimezone={settings?.testingTimezone}
    />
  );
}
