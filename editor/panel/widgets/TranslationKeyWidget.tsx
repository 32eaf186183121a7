import { useCallback, useContext, useMemo, useState } from 'react';
import type { Environment } from '../../../api-client';
import {
  translationHashOf,
  useAddInitialTranslations,
  useTranslationMetadata,
  useTranslationsOf,
  useUpdateTranslations,
} from '../../../api-client/editing';
import { RichTextInput, useForceSave, useSaveErrorMessage, type WidgetProps } from '../../../editing';
import { shellNamespace, useTranslation } from '../../../renderer';
import { Button, TextArea } from '../../../ui';
import { editorStrings } from '../../i18n/strings';
import { useEditorStore } from '../../state/store';
import { isTranslationKey, newTranslationKey, SiteLanguagesContext, type SiteLanguage } from './site-languages';

type Outcome = { kind: 'saved' | 'created'; text: string } | { kind: 'error'; text: string } | null;

/** Where the widget's key and texts live: the site's languages, the one shown, the environment, the key's name parts. */
function useKeyPlace(path: string) {
  const { i18n } = useTranslation(editorStrings);
  const languages = useContext(SiteLanguagesContext);
  const current = languages.find((l) => l.language === i18n.language) ?? languages[0]!;
  const environment = useEditorStore((s) => s.page.environment);
  const layoutId = useEditorStore((s) => s.page.layoutId);
  const componentId = useEditorStore((s) => s.selectedId ?? 'block');
  return { languages, current, environment, layoutId, componentId, prop: path.split('/').filter(Boolean).join('-') };
}

/**
 * Creates a key holding the given text in each language (addInitialTranslations, one call per language) and answers
 * it; the caller points the prop at it.
 */
function useCreateKey(languages: readonly SiteLanguage[], environment: Environment) {
  const add = useAddInitialTranslations();
  return useCallback(
    async (key: string, textIn: (language: SiteLanguage) => string) => {
      for (const l of languages) {
        await add.mutateAsync({
          language: l.language,
          locale: l.locale,
          environment,
          translations: [{ key, content: textIn(l), namespace: shellNamespace }],
        });
      }
      return key;
    },
    [add, languages, environment],
  );
}

/**
 * The `x-widget: translation-key` field: a prop that holds a `translate.*` key edits the
 * key's text in the current language (the other languages shown beside it), saved to the translations with the
 * hash it was read as; "New key" gives the block its own key (with the texts it shows now), "Detach" replaces the key
 * with its text as literal text. A prop that holds literal text is edited as text and can be made translatable.
 * Typing over a key never replaces it with English (the key and its other languages are kept).
 */
export function TranslationKeyWidget(props: WidgetProps & { rich?: boolean }) {
  return isTranslationKey(props.value) ? <KeyText {...props} translationKey={props.value} /> : <LiteralText {...props} />;
}

/** x-widget: richtext: the same key-aware field, its text edited in the rich-text editor (HTML the sanitiser keeps). */
export function RichTranslationKeyWidget(props: WidgetProps) {
  return <TranslationKeyWidget {...props} rich />;
}

interface TextBoxProps {
  id: string;
  label: string;
  rich: boolean;
  value: string;
  onChange: (text: string) => void;
  describedBy?: string;
  invalid: boolean;
  lang?: string;
  disabled?: boolean;
}

/** The text of the field: a text area, or the rich-text editor for x-widget richtext. */
function TextBox({ id, label, rich, value, onChange, describedBy, invalid, lang, disabled }: TextBoxProps) {
  return rich ? (
    <RichTextInput id={id} label={label} value={value} onChange={onChange} describedBy={describedBy} invalid={invalid} lang={lang} disabled={disabled} />
  ) : (
    <TextArea
      id={id}
      rows={2}
      lang={lang}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function LiteralText({ id, path, label, value, onChange, describedBy, invalid, rich = false }: WidgetProps & { rich?: boolean }) {
  const { t } = useTranslation(editorStrings);
  const place = useKeyPlace(path);
  const create = useCreateKey(place.languages, place.environment);
  const errorMessage = useSaveErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const text = typeof value === 'string' ? value : '';
  const makeTranslatable = async () => {
    setOutcome(null);
    try {
      const key = newTranslationKey(place.layoutId, place.componentId, place.prop, new Set());
      onChange(await create(key, () => text));
      setOutcome({ kind: 'created', text: t('translate.editor.tkey.created', { key }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error) });
    }
  };
  return (
    <div className="ed-tkey">
      <TextBox id={id} label={label} rich={rich} value={text} describedBy={describedBy} invalid={invalid} onChange={onChange} />
      <div className="ed-tkey-actions">
        <Button size="sm" onClick={() => void makeTranslatable()} disabled={text.trim() === ''}>
          {t('translate.editor.tkey.make')}
        </Button>
      </div>
      <Status outcome={outcome} />
    </div>
  );
}

function KeyText({ id, path, label, onChange, describedBy, invalid, rich = false, translationKey: key }: WidgetProps & { translationKey: string; rich?: boolean }) {
  const { t } = useTranslation(editorStrings);
  const place = useKeyPlace(path);
  const { languages, current, environment } = place;
  const locales = useMemo(() => languages.map((l) => l.locale), [languages]);
  const texts = useTranslationsOf(locales, shellNamespace, environment);
  const metadata = useTranslationMetadata(environment, [current.locale], shellNamespace);
  const update = useUpdateTranslations();
  const create = useCreateKey(languages, environment);
  const errorMessage = useSaveErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onError = useCallback((error: unknown) => setOutcome({ kind: 'error', text: errorMessage(error) }), [errorMessage]);
  // A text someone saved since it was read is a conflict: the force-save dialog decides.
  const forceSave = useForceSave(onError);
  const [draft, setDraft] = useState<string | null>(null);

  const storedIn = (language: SiteLanguage) => texts[languages.indexOf(language)]?.data?.data?.[key];
  const stored = storedIn(current) ?? '';
  const shown = draft ?? stored;
  const ready = texts.every((q) => !q.isPending) && metadata.every((q) => q.isSuccess);

  const saveText = () => {
    setOutcome(null);
    void forceSave.run(async (force) => {
      await update.mutateAsync({
        language: current.language,
        locale: current.locale,
        environment,
        force,
        // The shell reads one namespace; texts edited in place go there, whatever the key's second segment.
        updates: [{ key, content: shown, namespace: shellNamespace, originalHash: translationHashOf(metadata[0]?.data, key) }],
      });
      setDraft(null);
      setOutcome({ kind: 'saved', text: t('translate.editor.tkey.saved', { label: current.label }) });
    });
  };
  const ownKey = async () => {
    setOutcome(null);
    try {
      const taken = new Set(Object.keys(texts[languages.indexOf(current)]?.data?.data ?? {}));
      const next = newTranslationKey(place.layoutId, place.componentId, place.prop, taken);
      onChange(await create(next, (l) => (l === current ? shown : (storedIn(l) ?? shown))));
      setDraft(null);
      setOutcome({ kind: 'created', text: t('translate.editor.tkey.created', { key: next }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <div className="ed-tkey">
      <TextBox
        id={id}
        label={label}
        rich={rich}
        lang={current.language}
        value={shown}
        disabled={!ready}
        describedBy={[describedBy, `${id}-key`].filter(Boolean).join(' ')}
        invalid={invalid}
        onChange={(text) => {
          setOutcome(null);
          setDraft(text);
        }}
      />
      <p id={`${id}-key`} className="ed-tkey-key">
        {t('translate.editor.tkey.key', { key, label: current.label })}
      </p>
      {languages.length > 1 && (
        <dl className="ed-tkey-others">
          {languages
            .filter((l) => l !== current)
            .map((l) => (
              <div key={l.locale}>
                <dt>{t('translate.editor.tkey.in', { label: l.label, locale: l.locale })}</dt>
                <dd lang={l.language}>{storedIn(l) ?? t('translate.editor.tkey.missing')}</dd>
              </div>
            ))}
        </dl>
      )}
      <div className="ed-tkey-actions">
        <Button size="sm" variant="primary" disabled={!ready || draft === null || draft === stored || update.isPending} onClick={saveText}>
          {t('translate.editor.tkey.save')}
        </Button>
        <Button size="sm" disabled={!ready} onClick={() => void ownKey()}>
          {t('translate.editor.tkey.new')}
        </Button>
        <Button size="sm" disabled={!ready} onClick={() => onChange(shown)}>
          {t('translate.editor.tkey.detach')}
        </Button>
      </div>
      <Status outcome={outcome} />
      {forceSave.dialog}
    </div>
  );
}

function Status({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p role="status" className="ed-success ed-tkey-status">
        {outcome && outcome.kind !== 'error' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'error' && (
        <p role="alert" className="ed-error">
          {outcome.text}
        </p>
      )}
    </>
  );
}
