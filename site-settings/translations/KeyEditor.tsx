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

/** A text being edited: the editor's text and the text (with its hash) it was edited from. */
interface Draft {
  content: string;
  baseText: string;
  baseHash: string | null;
}

/**
 * One key: its text in each language, editable; Save writes the changed ones (PUT /translation/update/...) with the
 * text each was edited from, so the server merges them with saves made since. A text nobody here touched
 * follows saves made elsewhere (the live channel refetches it); a touched one keeps the editor's text and says
 * "Changed elsewhere" when the saved text moved too. A key both changed opens the per-key conflict dialog.
 */
export function KeyEditor(props: {
  translationKey: string;
  languages: readonly SiteLanguage[];
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  environment: Environment;
  /**
   * Where the key's texts are read and saved: the shell's namespace for the content keys of block props (the default);
   * the key's own namespace (its second segment) for a block's UI keys.
   */
  namespace?: string;
  /** A UI key's English default: what the page shows where a language has no text. */
  defaultText?: string;
  /** Focus this language's field (the text was clicked on the page). */
  focusLocale?: string;
  focusRequest?: number;
}) {
  const { translationKey: key, languages, texts, environment, focusLocale, focusRequest, defaultText } = props;
  const namespace = props.namespace ?? shellNamespace;
  const { t } = useTranslation(translationStrings);
  // The hook reads the language's texts again, so the page shows the saved text.
  const update = useUpdateTranslations();
  // Each text is saved with the hash it was read as: a text someone changed since is a conflict (force-save).
  const metadata = useTranslationMetadata(
    environment,
    languages.map((l) => l.locale),
    namespace,
  );
  const metadataReady = metadata.every((m) => m.isSuccess);
  const errorMessage = useSaveErrorMessage();
  const onError = useCallback(
    (error: unknown) => setOutcome({ kind: 'error', message: errorMessage(error) }),
    [errorMessage],
  );
  const forceSave = useForceSave(onError);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  // The retry after the conflict dialog reads the texts still to save here (the ones saved before it are gone).
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
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
  const hashOf = (locale: string) =>
    translationHashOf(metadata[languages.findIndex((l) => l.locale === locale)]?.data, key);
  const pending = (all: Record<string, Draft>) =>
    languages.filter((l) => all[l.locale] !== undefined && all[l.locale]!.content !== all[l.locale]!.baseText);
  const changedElsewhere = (locale: string) => {
    const draft = drafts[locale];
    return draft !== undefined && stored(locale) !== draft.baseText && stored(locale) !== draft.content;
  };

  const save = async () => {
    if (pending(drafts).length === 0) {
      setOutcome({ kind: 'no-change' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await forceSave.run(async (force, resolutions) => {
        for (const l of pending(draftsRef.current)) {
          const draft = draftsRef.current[l.locale]!;
          await update.mutateAsync({
            language: l.language,
            locale: l.locale,
            environment,
            force,
            ...(resolutions ? { resolutions } : {}),
            // Content keys live in the shell's namespace, whatever their second segment; UI keys in their block's.
            updates: [
              {
                key,
                content: draft.content,
                namespace,
                originalHash: draft.baseHash,
                originalContent: draft.baseText,
              },
            ],
          });
          // Saved: the field shows the stored text again (refetched by the save).
          const { [l.locale]: _saved, ...rest } = draftsRef.current;
          draftsRef.current = rest;
          setDrafts(rest);
        }
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
      {defaultText !== undefined ? (
        <p className="tt__default">{t('translate.site-tools.translations.default-text', { text: defaultText })}</p>
      ) : null}
      {languages.map((l) => (
        <TextAreaField
          key={l.locale}
          compact
          className="tt__field"
          label={t('translate.site-tools.translations.text-in', { label: l.label, locale: l.locale })}
          hint={changedElsewhere(l.locale) ? <span className="eg-note">{t('translate.site-tools.translations.changed-elsewhere')}</span> : undefined}
          ref={l.locale === focusLocale ? focusRef : undefined}
          lang={l.language}
          rows={2}
          // A UI key without a text in this language shows its English default on the page.
          placeholder={defaultText}
          // Editable once the hashes are read: the first keystroke fixes the version the text is edited from.
          readOnly={!metadataReady}
          value={drafts[l.locale]?.content ?? stored(l.locale)}
          onChange={(e) => {
            const value = e.target.value;
            setOutcome(null);
            setDrafts((d) => ({
              ...d,
              [l.locale]: d[l.locale]
                ? { ...d[l.locale]!, content: value }
                : { content: value, baseText: stored(l.locale), baseHash: hashOf(l.locale) },
            }));
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
