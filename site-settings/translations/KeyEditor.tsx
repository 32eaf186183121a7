import { useCallback, useEffect, useRef, useState } from 'react';
import type { Environment } from '../../api-client';
import { translationHashOf, useTranslationMetadata, useUpdateTranslations } from '../../api-client/editing';
import { useForceSave, useSaveErrorMessage } from '../../editing';
import { shellNamespace, useTranslation } from '../../renderer';
import { translationStrings } from './strings';
import { Button, TextAreaField } from '../../ui';

export interface SiteLanguage {
  language: string;
  locale: string;
  label: string;
}

type Outcome = { kind: 'saved' | 'no-change' } | { kind: 'error'; message: string } | null;

/** One key: its text in each language, editable; Save writes the changed ones (PUT /translation/update/...). */
export function KeyEditor(props: {
  translationKey: string;
  languages: readonly SiteLanguage[];
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  environment: Environment;
  /** Focus this language's field (the text was clicked on the page). */
  focusLocale?: string;
  focusRequest?: number;
}) {
  const { translationKey: key, languages, texts, environment, focusLocale, focusRequest } = props;
  const { t } = useTranslation(translationStrings);
  // The hook reads the language's texts again, so the page shows the saved text.
  const update = useUpdateTranslations();
  // Each text is saved with the hash it was read as: a text someone changed since is a conflict (force-save).
  const metadata = useTranslationMetadata(
    environment,
    languages.map((l) => l.locale),
    shellNamespace,
  );
  const metadataReady = metadata.every((m) => m.isSuccess);
  const errorMessage = useSaveErrorMessage();
  const onError = useCallback(
    (error: unknown) => setOutcome({ kind: 'error', message: errorMessage(error) }),
    [errorMessage],
  );
  const forceSave = useForceSave(onError);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const focusRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!focusLocale) return undefined;
    // After the click that asked for it has reached the editor too (which may move focus to the block).
    const timer = setTimeout(() => {
      focusRef.current?.focus();
      focusRef.current?.scrollIntoView({ block: 'nearest' });
    }, 0);
    return () => clearTimeout(timer);
  }, [focusLocale, focusRequest]);

  const stored = (locale: string) => texts[locale]?.[key] ?? '';
  const changed = languages.filter(
    (l) => drafts[l.locale] !== undefined && drafts[l.locale] !== stored(l.locale),
  );

  const save = async () => {
    if (changed.length === 0) {
      setOutcome({ kind: 'no-change' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    const hashOf = (locale: string) =>
      translationHashOf(metadata[languages.findIndex((l) => l.locale === locale)]?.data, key);
    try {
      await forceSave.run(async (force) => {
        for (const l of changed) {
          await update.mutateAsync({
            language: l.language,
            locale: l.locale,
            environment,
            force,
            // The shell loads one namespace; texts edited in place go there, whatever the key's second segment.
            updates: [
              {
                key,
                content: drafts[l.locale] ?? '',
                namespace: shellNamespace,
                originalHash: hashOf(l.locale),
              },
            ],
          });
        }
        setDrafts({});
        setOutcome({ kind: 'saved' });
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="tt__key">
      <legend>
        <code>{key}</code>
      </legend>
      {languages.map((l) => (
        <TextAreaField
          key={l.locale}
          compact
          className="tt__field"
          label={t('translate.site-tools.translations.text-in', { label: l.label, locale: l.locale })}
          ref={l.locale === focusLocale ? focusRef : undefined}
          lang={l.language}
          rows={2}
          value={drafts[l.locale] ?? stored(l.locale)}
          onChange={(e) => {
            const value = e.target.value;
            setOutcome(null);
            setDrafts((d) => ({ ...d, [l.locale]: value }));
          }}
        />
      ))}
      <div className="tt__actions">
        <Button size="sm" onClick={() => void save()} disabled={busy || !metadataReady}>
          {t('translate.site-tools.translations.save')}
        </Button>
        <span role="status">
          {outcome?.kind === 'saved' ? t('translate.site-tools.translations.saved') : null}
          {outcome?.kind === 'no-change' ? t('translate.site-tools.translations.no-change') : null}
        </span>
        {outcome?.kind === 'error' ? (
          <span role="alert">
            {t('translate.site-tools.translations.failed', { message: outcome.message })}
          </span>
        ) : null}
      </div>
      {forceSave.dialog}
    </fieldset>
  );
}
