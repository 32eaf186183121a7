import { useId, useState, type FormEvent } from 'react';
import type { Environment } from '../../api-client';
import { useAddInitialTranslations } from '../../api-client/editing';
import { shellNamespace, useErrorText, useTranslation } from '../../renderer';
import type { SiteLanguage } from './KeyEditor';
import { changedInEveryLanguage } from './every-language';
import { isValidTranslationKey } from './page-keys';
import { translationStrings } from './strings';
import { Button, TextField } from '../../ui';

type Outcome =
  { kind: 'added' | 'exists'; key: string } | { kind: 'invalid' } | { kind: 'error'; message: string } | null;

/** Adds a new key in every language with an initial text (PUT /translation/addInitialTranslations); existing keys stay. */
export function AddKeyForm({
  languages,
  environment,
  onAdded,
}: {
  languages: readonly SiteLanguage[];
  environment: Environment;
  onAdded: (key: string) => void;
}) {
  const { t } = useTranslation(translationStrings);
  const errorText = useErrorText();
  // The hook reads the language's texts again, so the new key shows at once.
  const addTexts = useAddInitialTranslations();
  const errorId = useId();
  const [key, setKey] = useState('');
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const invalid = outcome?.kind === 'invalid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = key.trim();
    if (!isValidTranslationKey(wanted)) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setBusy(true);
    try {
      const changed = await changedInEveryLanguage(languages, (l) =>
        addTexts.mutateAsync({
          language: l.language,
          locale: l.locale,
          environment,
          translations: [{ key: wanted, content: text, namespace: shellNamespace }],
        }),
      );
      setOutcome({ kind: changed > 0 ? 'added' : 'exists', key: wanted });
      onAdded(wanted);
      setKey('');
      setText('');
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tt__form" onSubmit={(e) => void submit(e)} noValidate>
      <h3>{t('translate.site-tools.translations.add.title')}</h3>
      <TextField
        compact
        className="tt__field"
        label={t('translate.site-tools.translations.add.key')}
        value={key}
        onChange={(e) => {
          setKey(e.target.value);
          setOutcome(null);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        placeholder="translate.home.example"
        spellCheck={false}
      />
      {invalid ? (
        <p id={errorId} role="alert" className="tt__error">
          {t('translate.site-tools.translations.invalid-key')}
        </p>
      ) : null}
      <TextField
        compact
        className="tt__field"
        label={t('translate.site-tools.translations.add.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button size="sm" type="submit" disabled={busy}>
        {t('translate.site-tools.translations.add.submit')}
      </Button>
      <span role="status">
        {outcome?.kind === 'added'
          ? t('translate.site-tools.translations.add.added', { key: outcome.key })
          : null}
        {outcome?.kind === 'exists'
          ? t('translate.site-tools.translations.add.exists', { key: outcome.key })
          : null}
      </span>
      {outcome?.kind === 'error' ? (
        <p role="alert">{t('translate.site-tools.translations.failed', { message: outcome.message })}</p>
      ) : null}
    </form>
  );
}
