import { createContext, useContext } from 'react';
import type { CustomWidgets, WidgetProps } from '../../editing';
import type { SiteStrings } from './strings';
import { Checkbox } from '../../ui';

/** The scopes of docs/behaviour/settings.md, offered as check boxes wherever a setting lists scopes (x-widget scopes). */
export const KNOWN_SCOPES = [
  'meetings',
  'side-meetings',
  'expertconnect',
  'event-tools',
  'inperson',
  'attendee-directory',
  'siteeditor',
  'contenteditor',
  'session-catalog',
] as const;

/** What the settings' own widgets need besides the field: the draft's phases and the texts. */
export interface SettingsWidgetContextValue {
  /** Phases of the draft's eventPhases, offered wherever a setting lists phase ids. */
  phases: readonly { id: string; label: string }[];
  t: SiteStrings;
}

export const SettingsWidgetContext = createContext<SettingsWidgetContextValue | null>(null);

function useSettingsWidgetContext(): SettingsWidgetContextValue {
  const value = useContext(SettingsWidgetContext);
  if (!value) throw new Error('Render the settings widgets inside <SettingsWidgetContext>.');
  return value;
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function CheckboxSet({
  p,
  options,
}: {
  p: WidgetProps;
  options: readonly { value: string; label: string }[];
}) {
  const selected = listOf(p.value);
  const toggle = (value: string, on: boolean) =>
    p.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  // Values stored but no longer offered stay visible, so they can be removed.
  const all = [
    ...options,
    ...selected.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v })),
  ];
  return (
    <ul className="ss-checkbox-set">
      {all.map((o) => (
        <li key={o.value}>
          <Checkbox
            label={o.label}
            checked={selected.includes(o.value)}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Phase ids (x-widget phases), chosen among the draft's eventPhases. */
export function PhaseSetWidget(p: WidgetProps) {
  const { phases, t } = useSettingsWidgetContext();
  if (phases.length === 0 && listOf(p.value).length === 0)
    return <p>{t('translate.site-settings.field.no-phases')}</p>;
  return (
    <CheckboxSet p={p} options={phases.map((ph) => ({ value: ph.id, label: `${ph.label} (${ph.id})` }))} />
  );
}

/** Scopes of docs/behaviour/settings.md (x-widget scopes). */
export function ScopeSetWidget(p: WidgetProps) {
  return <CheckboxSet p={p} options={KNOWN_SCOPES.map((s) => ({ value: s, label: s }))} />;
}

/** The widgets the settings editor adds to the schema-form engine, by x-widget name. */
export const settingsWidgets: CustomWidgets = {
  phases: { component: PhaseSetWidget, group: true },
  scopes: { component: ScopeSetWidget, group: true },
};
