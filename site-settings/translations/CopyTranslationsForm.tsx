import { useState, type FormEvent } from 'react';
import { ENVIRONMENTS, type Environment } from '../../api-client';
import { useCopyTranslationsToEnvironment } from '../../api-client/editing';
import type { SiteLanguage } from './KeyEditor';
import { changedInEveryLanguage } from './every-language';
import { useErrorText, useTranslation } from '../../renderer';
import { ValueSelect } from '../ValueSelect';
import { translationStrings } from './strings';
import { Button } from '../../ui';

type Outcome = { kind: 'done'; count: number; env: Environment } | { kind: 'error'; message: string } | null;

/** Copies the page's keys, in every language, from this environment to another (POST /translation/copyToEnvironment/...). */
export function CopyTranslationsForm({
  languages,
  environment,
  keys,
}: {
  languages: readonly SiteLanguage[];
  environment: Environment;
  keys: readonly string[];
}) {
  const { t } = useTranslation(translationStrings);
  const errorText = useErrorText();
  // The hook reads the target's texts and the all-environments view again.
  const copyTexts = useCopyTranslationsToEnvironment();
  const targets = ENVIRONMENTS.filter((e) => e !== environment);
  const [target, setTarget] = useState<Environment>(targets[0] ?? 'uat');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const count = await changedInEveryLanguage(languages, (l) =>
        copyTexts.mutateAsync({
          language: l.language,
          targetEnvironment: target,
          sourceEnvironment: environment,
          locale: l.locale,
          keys: [...keys],
        }),
      );
      setOutcome({ kind: 'done', count, env: target });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tt__form" onSubmit={(e) => void submit(e)}>
      <h3>{t('translate.site-tools.translations.copy.title')}</h3>
      <label className="tt__field">
        <span>{t('translate.site-tools.translations.copy.target')}</span>
        <ValueSelect values={targets} value={target} onChange={setTarget} />
      </label>
      <Button size="sm" type="submit" disabled={busy || keys.length === 0}>
        {t('translate.site-tools.translations.copy.submit')}
      </Button>
      <span role="status">
        {outcome?.kind === 'done'
          ? t('translate.site-tools.translations.copy.done', { count: outcome.count, env: outcome.env })
          : null}
      </span>
      {outcome?.kind === 'error' ? (
        <p role="alert">{t('translate.site-tools.translations.copy.failed', { message: outcome.message })}</p>
      ) : null}
    </form>
  );
}
