import { useMemo, useState } from 'react';
import {
  countIssuesUnder,
  formStringsFrom,
  SchemaFormProvider,
  SchemaProperties,
  type FieldIssues,
  type FieldNotes,
  type FormStrings,
} from '../../editing';
import { FIELD_ID_PREFIX, fieldId, settingsCategories } from './schema-nodes';
import { SettingsWidgetContext, settingsWidgets, type SettingsWidgetContextValue } from './settings-widgets';
import type { SiteStrings } from './strings';
import { settingsEditingSchema } from './widgets';
import { Button } from '../../ui';

interface SettingsFormProps {
  draft: Record<string, unknown>;
  /** Sets the value at a JSON pointer of the draft (undefined removes it). */
  onChange: (path: string, value: unknown) => void;
  issues: FieldIssues;
  localErrors: ReadonlyMap<string, string>;
  setLocalError: (path: string, message: string | null) => void;
  /** Notes beside fields ("Changed elsewhere"). */
  notes: FieldNotes;
  t: SiteStrings;
  /** The level of the category headings; sub-categories sit one below. */
  headingLevel: 2 | 3;
}

const categories = settingsCategories();

/** What the form engine needs of the settings editor whatever the category: its schema, widgets and field ids. */
const FORM_SETUP = { root: settingsEditingSchema, widgets: settingsWidgets, idPrefix: FIELD_ID_PREFIX };

/** The form engine's words in the settings editor's texts. */
function formStrings(t: SiteStrings): FormStrings {
  return formStringsFrom(t, 'translate.site-settings.field', t('translate.site-settings.compare.absent'));
}

function phasesOf(draft: Record<string, unknown>) {
  const list = Array.isArray(draft.eventPhases) ? draft.eventPhases : [];
  return list
    .filter((p): p is { id: string; label?: string } => !!p && typeof (p as { id?: unknown }).id === 'string')
    .map((p) => ({ id: p.id, label: typeof p.label === 'string' && p.label ? p.label : p.id }));
}

const sectionId = (top: string, sub: string) => fieldId(`/category/${top}/${sub}`);

/**
 * The settings grouped by x-category: a tree of top categories and their sub-categories on the side, the chosen top
 * category's fields (one section per sub-category) beside it. Each category shows how many invalid fields it holds.
 */
export function SettingsForm({ draft, onChange, issues, localErrors, setLocalError, notes, t, headingLevel }: SettingsFormProps) {
  const Top = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const [top, setTop] = useState(categories[0]?.top ?? '');
  const phasesKey = JSON.stringify(phasesOf(draft));
  const widgetContext = useMemo<SettingsWidgetContextValue>(
    () => ({ phases: JSON.parse(phasesKey) as ReturnType<typeof phasesOf>, t }),
    [phasesKey, t],
  );
  const strings = useMemo(() => formStrings(t), [t]);
  // Date-times are edited on the clocks of the event time zone the draft names.
  const timezones = draft.timezones as { eventTimezone?: unknown } | undefined;
  const eventTimeZone = typeof timezones?.eventTimezone === 'string' ? timezones.eventTimezone : undefined;
  const sources = useMemo(() => ({ eventTimeZone }), [eventTimeZone]);
  const invalidIn = (names: readonly string[]) =>
    names.reduce((n, name) => n + countIssuesUnder(issues, `/${name}`), 0) +
    [...localErrors.keys()].filter((path) =>
      names.some((name) => path === `/${name}` || path.startsWith(`/${name}/`)),
    ).length;
  const current = categories.find((c) => c.top === top) ?? categories[0];
  // The schema's category names (x-category) are English; editors can translate them like any UI text.
  const anyKey = t as unknown as (key: string, options: { defaultValue: string }) => string;
  const categoryName = (name: string) => anyKey(`translate.site-settings.category.${name.replace(/[^A-Za-z0-9]+/g, '-')}`, { defaultValue: name });
  const choose = (nextTop: string, sub?: string) => {
    setTop(nextTop);
    if (sub !== undefined)
      requestAnimationFrame(() => document.getElementById(sectionId(nextTop, sub))?.focus());
  };
  return (
    <div className="ss-form">
      <nav className="ss-form__nav" aria-label={t('translate.site-settings.categories')}>
        <ul>
          {categories.map((c) => {
            const invalid = invalidIn(c.subs.flatMap((s) => s.names));
            return (
              <li key={c.top}>
                <Button
                  size="sm"
                  aria-current={c.top === current?.top ? 'true' : undefined}
                  onClick={() => choose(c.top)}
                >
                  {categoryName(c.top)}
                  {invalid > 0 ? (
                    <span className="ss-badge">
                      {' '}
                      {t('translate.site-settings.invalid-count', { count: invalid })}
                    </span>
                  ) : null}
                </Button>
                {c.subs.length > 1 || c.subs[0]?.sub ? (
                  <ul>
                    {c.subs.map((s) => (
                      <li key={s.sub}>
                        <Button size="sm" className="ss-form__sub" onClick={() => choose(c.top, s.sub)}>
                          {categoryName(s.sub)}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      {current ? (
        <SettingsWidgetContext value={widgetContext}>
          <SchemaFormProvider {...FORM_SETUP} {...{ onChange, issues, strings, setLocalError, sources, notes }}>
            <section className="ss-form__fields" aria-labelledby={sectionId(current.top, '')}>
              <Top id={sectionId(current.top, '')}>{categoryName(current.top)}</Top>
              {current.subs.map((s) => (
                <section key={s.sub} aria-labelledby={s.sub ? sectionId(current.top, s.sub) : undefined}>
                  {s.sub ? (
                    <Sub id={sectionId(current.top, s.sub)} tabIndex={-1}>
                      {categoryName(s.sub)}
                    </Sub>
                  ) : null}
                  <SchemaProperties value={draft} names={s.names} />
                </section>
              ))}
            </section>
          </SchemaFormProvider>
        </SettingsWidgetContext>
      ) : null}
    </div>
  );
}
