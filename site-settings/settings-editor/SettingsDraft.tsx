import { useCallback, useMemo, useState } from 'react';
import { type Environment } from '../../api-client';
import { useSaveSiteEditorSettings, type StoredSiteSettings } from '../../api-client/editing';
import { setAtPointer, useForceSave, useSaveErrorMessage } from '../../editing';
import { followSaves } from '../follow-saves';
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

type Settings = Record<string, unknown>;

const copyOf = (stored: StoredSiteSettings) => structuredClone(stored.settings) as Settings;

/**
 * The working copy of one environment's settings. Every change is validated at once; Save sends the changed
 * top-level settings with the hash of the version they were edited from, and the server merges them with what others
 * saved since: a field both changed opens the per-field conflict dialog.
 *
 * The copy follows saves made elsewhere (the live channel refetches `stored`) without being remounted, so the chosen
 * category and the typed values stay: fields the editor did not touch take the saved value, touched ones keep the
 * editor's value and say "Changed elsewhere" when the saved version changed them too.
 */
export function SettingsDraft({ environment, stored, outcome, setOutcome, t, headingLevel }: SettingsDraftProps) {
  // The version the edits are made against (its hash goes with the save) and the last version the copy took in.
  const [base, setBase] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const [draft, setDraft] = useState<Settings>(() => copyOf(stored));
  const [elsewhere, setElsewhere] = useState<ReadonlySet<string>>(new Set());
  const [localErrors, setLocalErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const save = useSaveSiteEditorSettings();
  const errorMessage = useSaveErrorMessage();
  const forceSave = useForceSave((error) => setOutcome('error', errorMessage(error)));

  if (stored.hash !== seen.hash) {
    // A save made elsewhere (or this editor's own, already taken in): adjusted while rendering, not in an effect,
    // so no frame shows the form without it.
    const followed = followSaves(seen.settings as Settings, draft, stored.settings as Settings);
    const untouched = Object.keys(changedSettings(seen.settings as Settings, draft)).length === 0;
    setSeen(stored);
    setDraft(followed.value);
    if (untouched) setBase(stored);
    if (followed.changedElsewhere.length > 0) setElsewhere((old) => new Set([...old, ...followed.changedElsewhere]));
  }

  const issues = useMemo(() => findFieldIssues(draft), [draft]);
  const changes = useMemo(() => changedSettings(base.settings as Settings, draft), [base.settings, draft]);
  const invalidFields = issues.size + localErrors.size;
  const changedElsewhereText = t('translate.site-settings.changed-elsewhere');
  const notes = useMemo(
    () => new Map([...elsewhere].map((path) => [path, changedElsewhereText] as const)),
    [elsewhere, changedElsewhereText],
  );

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
    setDraft((old) => setAtPointer(old, path, value) as Settings);
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
    const sent = draft;
    const originalHash = base.hash;
    void forceSave.run(async (force, resolutions) => {
      const answer = await save.mutateAsync({
        environment,
        changes,
        originalHash,
        ...(force ? { force: true } : {}),
        ...(resolutions ? { resolutions } : {}),
      });
      const saved: StoredSiteSettings = { environment: answer.environment, settings: answer.settings, hash: answer.hash, revision: answer.revision };
      // What was typed while the save was under way stays; the rest is the saved (maybe merged) version.
      setDraft((current) => followSaves(sent, current, answer.settings as Settings).value);
      setBase(saved);
      setSeen(saved);
      setElsewhere(new Set());
      setOutcome(answer.changed ? 'saved' : 'no-change');
    });
  };

  return (
    <>
      <form
        className="ss-draft"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <SettingsForm {...{ draft, onChange, issues, localErrors, setLocalError, notes, t, headingLevel }} />
        <div className="ss-draft__bar">
          <Button size="sm" variant="primary" type="submit" disabled={save.isPending}>
            {save.isPending ? t('translate.site-settings.saving') : t('translate.site-settings.save')}
          </Button>
          <Button
            size="sm"
            disabled={Object.keys(changes).length === 0 || save.isPending}
            onClick={() => {
              setDraft(copyOf(seen));
              setBase(seen);
              setElsewhere(new Set());
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
      {forceSave.dialog}
    </>
  );
}
