import { useState, type ReactNode } from 'react';
import { ENVIRONMENTS, type Environment } from '../../api-client';
import {
  EMPTY_SETTINGS_HASH,
  useAllSiteEditorSettings,
  useSaveEnvironmentSettings,
} from '../../api-client/editing';
import { ColumnHeads } from '../../editing';
import { showToast } from '../../renderer';
import { sameJson } from '../../schemas';
import { settingsSchema } from '../../schemas/validators';
import { ValueSelect } from '../ValueSelect';
import type { SiteStrings } from './strings';
import { valueText } from './value-text';
import { Button, Checkbox } from '../../ui';

/**
 * Each setting's value in cont, uat and prod side by side, and copying one setting from an environment to another
 * (POST /siteeditor/setting/{env} with the target's whole document and the hash it was read with).
 */
export function EnvironmentCompare({ t }: { t: SiteStrings }) {
  const all = useAllSiteEditorSettings();
  const saveEnv = useSaveEnvironmentSettings();
  const [onlyDifferences, setOnlyDifferences] = useState(true);
  const [source, setSource] = useState<Environment>('uat');
  const [target, setTarget] = useState<Environment>('prod');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  if (all.isPending) return <p>{t('translate.site-settings.loading')}</p>;
  if (all.isError) return <p role="alert">{t('translate.site-settings.error.fetch-all')}</p>;
  const docs = all.data;
  const valueIn = (env: Environment, name: string) =>
    (docs[env]?.settings as Record<string, unknown> | undefined)?.[name];
  const names = [
    ...new Set([
      ...Object.keys(settingsSchema.properties ?? {}),
      ...ENVIRONMENTS.flatMap((env) => Object.keys(docs[env]?.settings ?? {})),
    ]),
  ];
  const rows = names.filter(
    (name) =>
      !onlyDifferences || !ENVIRONMENTS.every((env) => sameJson(valueIn(env, name), valueIn('cont', name))),
  );
  const absent = t('translate.site-settings.compare.absent');

  const copy = (name: string) => {
    const targetDoc = docs[target];
    const next = { ...((targetDoc?.settings ?? {}) as Record<string, unknown>) };
    const value = valueIn(source, name);
    if (value === undefined) delete next[name];
    else next[name] = structuredClone(value);
    setMessage(null);
    saveEnv.mutate(
      { environment: target, settings: next, originalHash: targetDoc?.hash ?? EMPTY_SETTINGS_HASH },
      {
        onSuccess: () =>
          setMessage({
            text: t('translate.site-settings.compare.copied', { name, source, target }),
            error: false,
          }),
        onError: () => {
          const text = t('translate.site-settings.error.update-env', { env: target });
          setMessage({ text, error: true });
          showToast(text, 'error');
        },
      },
    );
  };

  return (
    <div className="ss-compare">
      <div className="ss-compare__controls">
        <Checkbox
          label={t('translate.site-settings.compare.only-differences')}
          checked={onlyDifferences}
          onChange={(e) => setOnlyDifferences(e.target.checked)}
        />
        <label>
          {t('translate.site-settings.compare.copy-from')}{' '}
          <ValueSelect values={ENVIRONMENTS} value={source} onChange={setSource} />
        </label>
        <label>
          {t('translate.site-settings.compare.copy-to')}{' '}
          <ValueSelect values={ENVIRONMENTS} value={target} onChange={setTarget} />
        </label>
      </div>
      <p
        role={message?.error ? 'alert' : 'status'}
        className={message?.error ? 'ss-field__error' : undefined}
      >
        {message?.text ?? ''}
      </p>
      {source === target ? <p>{t('translate.site-settings.compare.same-env')}</p> : null}
      {rows.length === 0 ? (
        <p>{t('translate.site-settings.compare.none')}</p>
      ) : (
        // Three environments' values side by side are wider than a phone: the table scrolls, not the dialog.
        <div className="ss-table-wrap">
          <table className="ss-table ss-compare__table">
            <caption>{t('translate.site-settings.compare.caption')}</caption>
            <ColumnHeads
              labels={[
                t('translate.site-settings.compare.setting'),
                ...ENVIRONMENTS,
                `${t('translate.site-settings.compare.copy-to')} ${target}`,
              ]}
            />
            <tbody>
              {rows.map((name) => (
                <CompareRow
                  key={name}
                  name={name}
                  cells={ENVIRONMENTS.map((env) => ({ env, text: docs[env] ? valueText(valueIn(env, name), absent) : null }))}
                  copy={
                    <Button size="sm" disabled={source === target || saveEnv.isPending} onClick={() => copy(name)}>
                      {t('translate.site-settings.compare.copy', { name, source, target })}
                    </Button>
                  }
                  noDocument={t('translate.site-settings.compare.no-document')}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** One setting: its value in each environment (null where the environment has no document) and the copy button. */
function CompareRow({ name, cells, copy, noDocument }: { name: string; cells: { env: Environment; text: string | null }[]; copy: ReactNode; noDocument: string }) {
  return (
    <tr data-setting={name}>
      <th scope="row">{name}</th>
      {cells.map(({ env, text }) => (
        <td key={env} data-env={env}>
          {text === null ? noDocument : <pre tabIndex={0}>{text}</pre>}
        </td>
      ))}
      <td>{copy}</td>
    </tr>
  );
}
