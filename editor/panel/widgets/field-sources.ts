import { useMemo } from 'react';
import { useSettings } from '../../../api-client';
import type { FieldChoice, FieldSources } from '../../../editing';
import type { ShellState } from '../../../renderer';
import { PERSONA_SCOPES } from '../../../schemas';
import { useEditorStore } from '../../state/store';

/** Every scope a persona signs in with (docs/behaviour/editor.md), in a stable order. */
export const KNOWN_SCOPES: readonly string[] = [...new Set(Object.values(PERSONA_SCOPES).flat())].sort();

/** What the page editor's richer widgets choose from, read from the site settings the shell holds. */
export function fieldSourcesOf(settings: ShellState['settings']): FieldSources {
  const phases: FieldChoice[] = [];
  for (const phase of settings?.eventPhases ?? []) {
    const id = (phase as { id?: unknown }).id;
    if (typeof id === 'string' && !phases.some((p) => p.value === id)) phases.push({ value: id, label: phase.label ?? id });
  }
  const features = Object.keys(settings?.features ?? {})
    .sort()
    .map((flag) => ({ value: flag, label: flag }));
  return {
    eventTimeZone: settings?.timezones?.eventTimezone,
    phases,
    features,
    scopes: KNOWN_SCOPES.map((scope) => ({ value: scope, label: scope })),
  };
}

/** fieldSourcesOf the settings of the environment being edited, the same object while they are. */
export function useEditorFieldSources(): FieldSources {
  const environment = useEditorStore((s) => s.page.environment);
  const settings = useSettings(environment).data?.data;
  return useMemo(() => fieldSourcesOf(settings as ShellState['settings']), [settings]);
}
