import { useMemo, useState } from 'react';
import { settingsSchema } from '../../schemas';
import { countIssuesUnder, type FieldIssues } from './field-issues';
import { FieldEditor } from './fields/FieldEditor';
import { FieldContext, type FieldContextValue } from './fields/field-context';
import { fieldId, settingsCategories } from './schema-nodes';
import type { SiteStrings } from './strings';
import { editingSchema } from './widgets';

interface SettingsFormProps {
  draft: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  issues: FieldIssues;
  localErrors: ReadonlyMap<string, string>;
  setLocalError: (path: string, message: string | null) => void;
  t: SiteStrings;
}

const categories = settingsCategories();

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
export function SettingsForm({ draft, onChange, issues, localErrors, setLocalError, t }: SettingsFormProps) {
  const [top, setTop] = useState(categories[0]?.top ?? '');
  const context = useMemo<FieldContextValue>(
    () => ({ issues, phases: phasesOf(draft), t, setLocalError, Field: FieldEditor }),
    [issues, draft, t, setLocalError],
  );
  const invalidIn = (names: readonly string[]) =>
    names.reduce((n, name) => n + countIssuesUnder(issues, `/${name}`), 0) +
    [...localErrors.keys()].filter((path) => names.some((name) => path === `/${name}` || path.startsWith(`/${name}/`))).length;
  const current = categories.find((c) => c.top === top) ?? categories[0];
  const choose = (nextTop: string, sub?: string) => {
    setTop(nextTop);
    if (sub !== undefined) requestAnimationFrame(() => document.getElementById(sectionId(nextTop, sub))?.focus());
  };
  return (
    <div className="ss-form">
      <nav className="ss-form__nav" aria-label={t('translate.site-settings.categories')}>
        <ul>
          {categories.map((c) => {
            const invalid = invalidIn(c.subs.flatMap((s) => s.names));
            return (
              <li key={c.top}>
                <button type="button" aria-current={c.top === current?.top ? 'true' : undefined} onClick={() => choose(c.top)}>
                  {c.top}
                  {invalid > 0 ? <span className="ss-badge"> {t('translate.site-settings.invalid-count', { count: invalid })}</span> : null}
                </button>
                {c.subs.length > 1 || c.subs[0]?.sub ? (
                  <ul>
                    {c.subs.map((s) => (
                      <li key={s.sub}>
                        <button type="button" className="ss-form__sub" onClick={() => choose(c.top, s.sub)}>
                          {s.sub}
                        </button>
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
        <FieldContext value={context}>
          <section className="ss-form__fields" aria-labelledby={sectionId(current.top, '')}>
            <h3 id={sectionId(current.top, '')}>{current.top}</h3>
            {current.subs.map((s) => (
              <section key={s.sub} aria-labelledby={s.sub ? sectionId(current.top, s.sub) : undefined}>
                {s.sub ? (
                  <h4 id={sectionId(current.top, s.sub)} tabIndex={-1}>
                    {s.sub}
                  </h4>
                ) : null}
                {s.names.map((name) => (
                  <FieldEditor
                    key={name}
                    path={`/${name}`}
                    name={name}
                    schema={editingSchema(name, settingsSchema.properties?.[name] ?? {})}
                    value={draft[name]}
                    onChange={(value) => onChange(name, value)}
                  />
                ))}
              </section>
            ))}
          </section>
        </FieldContext>
      ) : null}
    </div>
  );
}
