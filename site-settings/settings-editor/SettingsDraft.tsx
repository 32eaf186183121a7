import { useCallback, useMemo, useState } from 'react';
import { type Environment } from '../../api-client';
import { useSaveSiteEditorSettings, type StoredSiteSettings } from '../../api-client/editing';
import { setAtPointer } from '../../editing';
import { changedSettings, findFieldIssues } from './field-issues';
import { fieldId } from './schema-nodes';
import { outcomeBeforeSave, type SaveOutcome } from './save-outcome';
import { SettingsForm } from './SettingsForm';
import type { SiteStrings } from './strings';
import { Button } from '../../ui';

interface SettingsDraftProps {
  environment: Environment;
  stored: StoredSiteSettings;
  outcome: SaveOutcome;
  setOutcome: (outcome: SaveOutcome, message?: string) => void;
  t: SiteStrings;
  headingLevel: 2 | 3;
}

/**
 * The working copy of one environment's settings (remounted when the stored document changes). Every change is
 * validated at once; Save sends only the changed top-level settings, with the hash they were read with.
 */
export function SettingsDraft({ environment, stored, outcome, setOutcome, t, headingLevel }: SettingsDraftProps) {
  const [draft, setDraft] = useState<Record<string, unknown>>(
    () => structuredClone(stored.settings) as Record<string, unknown>,
  );
  const [localErrors, setLocalErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const save = useSaveSiteEditorSettings();
  const issues = useMemo(() => findFieldIssues(draft), [draft]);
  const changes = useMemo(
    () => changedSettings(stored.settings as Record<string, unknown>, draft),
    [stored.settings, draft],
  );
  const invalidFields = issues.size + localErrors.size;

  const setLocalError = useCallback((path: string, message: string | null) => {
    setLocalErrors((old) => {
      if ((old.get(path) ?? null) === message) return old;
      const next = new Map(old);
      if (message === null) next.delete(path);
      else next.set(path, message);
      return next;
    });
  }, []);

  const onChange = (path: string, value: unknown) => {
    setDraft((old) => setAtPointer(old, path, value) as Record<string, unknown>);
    setOutcome('none');
  };

  const onSave = () => {
    const early = outcomeBeforeSave(invalidFields, Object.keys(changes));
    if (early) {
      setOutcome(early);
      if (early === 'invalid') {
        const first = [...issues.keys(), ...localErrors.keys()][0];
        if (first !== undefined) document.getElementById(fieldId(first))?.focus();
      }
      return;
    }
    save.mutate(
      { environment, changes, originalHash: stored.hash },
      {
        onSuccess: (answer) => setOutcome(answer.changed ? 'saved' : 'no-change'),
        onError: (error) => setOutcome('error', error.message),
      },
    );
  };

  return (
    <form
      className="ss-draft"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <SettingsForm
        draft={draft}
        onChange={onChange}
        issues={issues}
        localErrors={localErrors}
        setLocalError={setLocalError}
        t={t}
        headingLevel={headingLevel}
      />
      <div className="ss-draft__bar">
        <Button size="sm" variant="primary" type="submit" disabled={save.isPending}>
          {save.isPending ? t('translate.site-settings.saving') : t('translate.site-settings.save')}
        </Button>
        <Button
          size="sm"
          disabled={Object.keys(changes).length === 0 || save.isPending}
          onClick={() => {
            setDraft(structuredClone(stored.settings) as Record<string, unknown>);
            setLocalErrors(new Map());
            setOutcome('none');
          }}
        >
          {t('translate.site-settings.reset')}
        </Button>
        {invalidFields > 0 && outcome !== 'invalid' ? (
          <span className="ss-badge">
            {t('translate.site-settings.invalid-count', { count: invalidFields })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
