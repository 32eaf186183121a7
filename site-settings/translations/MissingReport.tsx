import { useId, useRef, useState } from 'react';
import type { Environment } from '../../api-client';
import { RouterLink, useShell, useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { KeyEditor, type SiteLanguage } from './KeyEditor';
import { pathOfPage, type LanguageReport, type MissingKey } from './missing-report';
import { translationStrings } from './strings';
import { blockTitles } from './UiKeyGroups';
import { useMissingReport, type MissingReportData } from './use-missing-report';

/**
 * "Missing translations": per language of the site, the keys without a text in this environment and the pages that
 * use them. Read on demand (it reads every page layout and every namespace's texts), then kept current.
 */
export function MissingReport({ languages, environment }: { languages: readonly SiteLanguage[]; environment: Environment }) {
  const { t } = useTranslation(translationStrings);
  const titleId = useId();
  const [shown, setShown] = useState(false);
  return (
    <section className="tt__form" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('translate.site-tools.translations.missing.title')}</h3>
      <p>{t('translate.site-tools.translations.missing.intro')}</p>
      {shown ? (
        <ReportBody languages={languages} environment={environment} />
      ) : (
        <Button size="sm" onClick={() => setShown(true)}>
          {t('translate.site-tools.translations.missing.load')}
        </Button>
      )}
    </section>
  );
}

function ReportBody({ languages, environment }: { languages: readonly SiteLanguage[]; environment: Environment }) {
  const { t } = useTranslation(translationStrings);
  const data = useMissingReport(languages, environment);
  return (
    <>
      <p role="status">
        {data.reports
          ? null
          : t('translate.site-tools.translations.missing.loading', { done: data.settled, total: data.total })}
      </p>
      {data.reports && data.failed > 0 ? (
        <p role="alert">{t('translate.site-tools.translations.missing.failed', { count: data.failed })}</p>
      ) : null}
      {data.reports ? (
        <ul className="tt__keys">
          {data.reports.map((report) => (
            <li key={report.language.locale}>
              <LanguageMissing report={report} data={data} languages={languages} environment={environment} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The rows of a list that changes under the editor: in the order first seen, a key that got its text while its
 * editor is open stays (so the editor does not vanish mid-save), the others go, new keys come at the end.
 */
function useStableRows(missing: readonly MissingKey[], keep: ReadonlySet<string>): MissingKey[] {
  const previous = useRef<MissingKey[]>([]);
  const now = new Map(missing.map((k) => [k.key, k]));
  const rows = previous.current.filter((k) => now.has(k.key) || keep.has(k.key)).map((k) => now.get(k.key) ?? k);
  const listed = new Set(rows.map((k) => k.key));
  for (const k of missing) if (!listed.has(k.key)) rows.push(k);
  previous.current = rows;
  return rows;
}

function LanguageMissing(props: { report: LanguageReport; data: MissingReportData; languages: readonly SiteLanguage[]; environment: Environment }) {
  const { report, data, languages, environment } = props;
  const { t } = useTranslation(translationStrings);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const rows = useStableRows(report.missing, editing);
  const { label, locale } = report.language;
  const summary =
    report.missing.length === 0
      ? t('translate.site-tools.translations.missing.complete', { label, locale })
      : t('translate.site-tools.translations.missing.count', { label, locale, count: report.missing.length });
  const toggleEditing = (key: string) =>
    setEditing((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <section className="tt__group">
      <h4>
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={open ? listId : undefined} disabled={rows.length === 0} onClick={() => setOpen(!open)}>
          {summary}
        </Button>
      </h4>
      {open ? (
        <ul id={listId} className="tt__missing">
          {rows.map((k) => (
            <li key={k.key}>
              <MissingRow entry={k} editing={editing.has(k.key)} onToggle={() => toggleEditing(k.key)} />
              {editing.has(k.key) ? (
                <KeyEditor
                  translationKey={k.key}
                  namespace={k.namespace}
                  defaultText={k.kind === 'ui' && k.english !== null ? k.english : undefined}
                  languages={languages}
                  texts={data.texts[k.namespace] ?? {}}
                  environment={environment}
                  focusLocale={locale}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MissingRow({ entry, editing, onToggle }: { entry: MissingKey; editing: boolean; onToggle: () => void }) {
  const { t } = useTranslation(translationStrings);
  const shell = useShell();
  return (
    <div className="tt__missing-row">
      <code>{entry.key}</code>
      <dl>
        <dt>{t('translate.site-tools.translations.missing.english')}</dt>
        <dd>{entry.english ?? t('translate.site-tools.translations.missing.no-english')}</dd>
        {entry.kind === 'ui' ? (
          <>
            <dt>{t('translate.site-tools.translations.missing.blocks')}</dt>
            <dd>{blockTitles(entry.blockTypes, shell.language)}</dd>
          </>
        ) : null}
        <dt>{t('translate.site-tools.translations.missing.pages')}</dt>
        <dd>
          {entry.pages.length === 0 ? t('translate.site-tools.translations.missing.no-page') : null}
          {entry.pages.map((page, i) => {
            const path = pathOfPage(page);
            return (
              <span key={page}>
                {i > 0 ? ', ' : null}
                {path.includes(':') ? <code>/{path}</code> : <RouterLink to={`/${shell.language}/${path}`}>/{path}</RouterLink>}
              </span>
            );
          })}
        </dd>
      </dl>
      <Button size="sm" aria-expanded={editing} onClick={onToggle} aria-label={t('translate.site-tools.translations.missing.edit-key', { key: entry.key })}>
        {t('translate.site-tools.translations.missing.edit')}
      </Button>
    </div>
  );
}
