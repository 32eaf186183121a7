import { useId, useMemo, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { isOpenRun, useQaRun, useStartQaRun, type QaBreakpointKey } from '../../api-client/editing';
import { siteRoutes, useShell } from '../../renderer';
import { Button, Select } from '../../ui';
import { PreviewAs } from './QaView';
import type { QaT } from './strings';

const WIDTHS: readonly { key: QaBreakpointKey; width: number }[] = [
  { key: 'desktop', width: 1920 },
  { key: 'tablet', width: 1083 },
  { key: 'mobile', width: 539 },
];

/** The page layout of the address the editor is on (`/en/sessions` -> `sessions`), or null for a tool page. */
export function layoutOfPath(pathname: string): string | null {
  const below = pathname.replace(/^\/[^/]+/, '') || '/';
  for (const route of siteRoutes) {
    if (route.view !== 'page') continue;
    if (matchPath({ path: `/${route.path}`, end: true }, below)) return route.layoutId;
  }
  return null;
}

/**
 * Issue 18 "preview as", opened from the editing room: the page being edited, in the phase the editor looks at,
 * captured as every attendee type at one width by the QA jobs (the same captures as the matrix, with their
 * comparisons), shown side by side as they arrive.
 */
export function PreviewAsTool({ t }: { t: QaT }) {
  const { pathname } = useLocation();
  const shell = useShell();
  const page = useMemo(() => layoutOfPath(pathname), [pathname]);
  const phase = shell.phase.id;
  const [width, setWidth] = useState<QaBreakpointKey>('tablet');
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartQaRun();
  const headingId = useId();
  if (!page || !phase) return <p role="status">{t('translate.site-settings.qa.preview.no-page')}</p>;
  const capture = () =>
    start.mutate({ pages: [page], phases: [phase], breakpoints: [width] }, { onSuccess: (run) => setRunId(run.id) });
  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <p id={headingId}>{t('translate.site-settings.qa.preview.intro', { page, phase })}</p>
      <div className="qa-row">
        <Select compact label={t('translate.site-settings.qa.preview.width')} value={width} onChange={(e) => setWidth(e.target.value as QaBreakpointKey)}>
          {WIDTHS.map((w) => (
            <option key={w.key} value={w.key}>{`${w.key} ${w.width}`}</option>
          ))}
        </Select>
        <Button variant="primary" onClick={capture} disabled={start.isPending}>
          {t('translate.site-settings.qa.preview.capture')}
        </Button>
      </div>
      {start.isError ? <p role="alert" className="qa-error">{start.error instanceof Error ? start.error.message : String(start.error)}</p> : null}
      {runId ? <PreviewRun key={runId} runId={runId} t={t} /> : null}
    </section>
  );
}

function PreviewRun({ runId, t }: { runId: string; t: QaT }) {
  const run = useQaRun(runId);
  if (!run.data) return run.isError ? <p role="alert">{String(run.error)}</p> : <p role="status">{t('translate.site-settings.qa.loading')}</p>;
  const { run: summary, entries } = run.data;
  return (
    <>
      {isOpenRun(summary.state) ? (
        <p role="status">{t('translate.site-settings.qa.preview.capturing', { completed: summary.completed, total: summary.total })}</p>
      ) : null}
      <PreviewAs t={t} entries={entries} />
    </>
  );
}
