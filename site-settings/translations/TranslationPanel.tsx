import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePage } from '../../api-client';
import { useTranslationsOf } from '../../api-client/editing';
import { shellNamespace, useShell, useTranslation } from '../../renderer';
import { AddKeyForm } from './AddKeyForm';
import { CopyTranslationsForm } from './CopyTranslationsForm';
import { KeyEditor, type SiteLanguage } from './KeyEditor';
import { MissingReport } from './MissingReport';
import { layoutIdForUrl, translationKeysOf } from './page-keys';
import { translationStrings } from './strings';
import { useNamespaceTextsOf } from './texts-of';
import { UiKeyGroups } from './UiKeyGroups';
import { uiKeyGroupsOf, type UiKey } from './ui-keys';
import './translations.css';
import { Button } from '../../ui';

/** The site's languages from settings (en and de when none are configured, as the shell does). */
function siteLanguages(settings: ReturnType<typeof useShell>['settings']): SiteLanguage[] {
  const configured = settings?.languages ?? [];
  if (configured.length === 0) return [{ language: 'en', locale: 'en', label: 'English' }];
  return configured.map((l) => ({
    language: l.language,
    locale: l.langLocale,
    label: l.englishLabel ?? l.langTranslation ?? l.language,
  }));
}

export function TranslationPanel() {
  const { t } = useTranslation(translationStrings);
  const shell = useShell();
  const location = useLocation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const own = useRef<HTMLElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // Counts clicks on page texts, so clicking the same text again focuses its field again.
  const [focusRequest, setFocusRequest] = useState(0);
  const [added, setAdded] = useState<string[]>([]);
  const languages = useMemo(() => siteLanguages(shell.settings), [shell.settings]);
  const current = languages.find((l) => l.language === shell.language) ?? languages[0];

  const layoutId = layoutIdForUrl(location.pathname);
  const phase = shell.phase.id;
  // The same query the page renders from, so the list follows saves and live updates of the layout.
  const page = usePage(
    { page: layoutId ?? '', phase: phase ?? '', env: shell.environment },
    { queryConfig: { enabled: layoutId !== null && phase !== null } },
  );
  const texts = useTranslationsOf(
    languages.map((l) => l.locale),
    shellNamespace,
    shell.environment,
  );
  const textsByLocale = useMemo(() => {
    const out: Record<string, Record<string, string>> = {};
    languages.forEach((l, i) => (out[l.locale] = texts[i]?.data?.data ?? {}));
    return out;
  }, [languages, texts]);

  const pageKeys = useMemo(() => translationKeysOf(page.data?.data.components ?? []), [page.data]);
  const keys = useMemo(() => [...pageKeys, ...added.filter((k) => !pageKeys.includes(k))], [pageKeys, added]);
  // The words the page's blocks write themselves, by the block types that read them, in the blocks' namespaces.
  const groups = useMemo(() => uiKeyGroupsOf((page.data?.data.components ?? []).map((c) => c.component)), [page.data]);
  const uiKeys = useMemo(() => groups.flatMap((g) => g.keys), [groups]);
  const uiNamespaces = useMemo(() => groups.flatMap((g) => g.namespaces), [groups]);
  // Read while closed too, as the content keys' texts are: a click on a text of the page finds its key.
  const uiTexts = useNamespaceTextsOf(languages, uiNamespaces, shell.environment).byNamespace;
  const copyKeys = useMemo(() => [...keys, ...uiKeys.map((k) => k.key)], [keys, uiKeys]);

  // In place: a click on a translated text of a block opens its key here (the click still reaches the editor).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!current) return;
      const shown = textsByLocale[current.locale] ?? {};
      // A UI key shows its text in the language, else its English default.
      const shownUi = (k: UiKey) => uiTexts[k.namespace]?.[current.locale]?.[k.key] || k.english;
      const target = event.target instanceof Element ? event.target : null;
      // A click in a dialog (the data modal, the insert dialog) belongs to that dialog, not to the page below; a click
      // on this tool (its toggle floats over the page's blocks on small screens) or on another floating tool or the
      // editor bar belongs to it.
      if (target?.closest('dialog, [role="dialog"], [aria-modal="true"]')) return;
      // Nor does a click in the editor's side panel or the tool dock, which may lie over the page's texts (a bottom sheet).
      if (target && (own.current?.contains(target) || target.closest('.ss-tools, .phase-switcher, .phase-switcher__toggle, .ed-bar, .ed-side, .tool-dock'))) return;
      // The editor may lay a frame over the block: look at everything under the pointer, topmost first.
      const under =
        typeof document.elementsFromPoint === 'function'
          ? document.elementsFromPoint(event.clientX, event.clientY)
          : [];
      for (const element of [target, ...under]) {
        if (!element?.closest('[data-block-id]')) continue;
        const text = element.textContent?.trim();
        const key = !text
          ? undefined
          : (pageKeys.find((k) => (shown[k] ?? k).trim() === text) ?? uiKeys.find((k) => shownUi(k).trim() === text)?.key);
        if (!key) continue;
        setOpen(true);
        setFocusKey(key);
        setFocusRequest((n) => n + 1);
        return;
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [pageKeys, textsByLocale, current, uiKeys, uiTexts]);

  return (
    <aside ref={own} className="tt" aria-labelledby={titleId}>
      <Button
        size="sm"
        className="tt__toggle"
        aria-expanded={open}
        onClick={() => {
          // Opened again by the toggle, the panel focuses no field (that was for the last click on a page text).
          if (open) setFocusKey(null);
          setOpen(!open);
        }}
      >
        {open ? t('translate.site-tools.translations.close') : t('translate.site-tools.translations.open')}
      </Button>
      {open ? (
        <section className="tt__panel">
          <h2 id={titleId}>{t('translate.site-tools.translations.title')}</h2>
          <p>{t('translate.site-tools.translations.intro')}</p>
          <h3>{t('translate.site-tools.translations.content.title')}</h3>
          {keys.length === 0 ? <p>{t('translate.site-tools.translations.none')}</p> : null}
          <ul className="tt__keys">
            {keys.map((key) => (
              <li key={key}>
                <KeyEditor
                  translationKey={key}
                  languages={languages}
                  texts={textsByLocale}
                  environment={shell.environment}
                  focusLocale={focusKey === key ? current?.locale : undefined}
                  focusRequest={focusRequest}
                />
              </li>
            ))}
          </ul>
          <h3>{t('translate.site-tools.translations.ui.title')}</h3>
          <p>{t('translate.site-tools.translations.ui.intro')}</p>
          <UiKeyGroups
            groups={groups}
            languages={languages}
            texts={uiTexts}
            environment={shell.environment}
            language={shell.language}
            focusKey={focusKey}
            focusLocale={current?.locale}
            focusRequest={focusRequest}
          />
          <AddKeyForm
            languages={languages}
            environment={shell.environment}
            onAdded={(key) => setAdded((list) => [...list, key])}
          />
          <CopyTranslationsForm languages={languages} environment={shell.environment} keys={copyKeys} />
          <MissingReport languages={languages} environment={shell.environment} />
        </section>
      ) : (
        // Names the landmark while the panel is closed; not shown.
        <span id={titleId} hidden>
          {t('translate.site-tools.translations.title')}
        </span>
      )}
    </aside>
  );
}
