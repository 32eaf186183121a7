import { useId, useMemo, useState } from 'react';
import { isOpenRun, useApproveQaCaptures, useQaRun, useStartQaRun, type QaBreakpointKey, type QaCapture, type QaRunRequestBody } from '../../api-client/editing';
import { AUDIENCES, QA_LABELS, QA_STATES, type Audience } from '../../schemas';
import { ColumnHeads } from '../../editing';
import { useErrorText } from '../../renderer';
import { Badge, Button, Select } from '../../ui';
import { CaptureDetail, PreviewAs } from './QaCapture';
import { isApprovable, QaPageSummary } from './QaPageSummary';
import { BREAKPOINTS, percentText } from './qa-common';
import type { QaT } from './strings';

interface Filters {
  page: string;
  phase: string;
  audience: string;
  breakpoint: string;
  label: string;
  state: string;
}
const NO_FILTERS: Filters = { page: '', phase: '', audience: '', breakpoint: '', label: '', state: '' };

interface Row {
  id: string;
  page: string;
  phaseId: string;
  attendeeType: Audience;
  cells: Partial<Record<QaBreakpointKey, QaCapture>>;
  worst: number;
}

/** Rows of page × phase × audience, columns the breakpoints; rows sorted by their largest difference. */
function matrixRows(entries: readonly QaCapture[], filters: Filters): Row[] {
  const rows = new Map<string, Row>();
  for (const e of entries) {
    if (filters.page && e.page !== filters.page) continue;
    if (filters.phase && e.phaseId !== filters.phase) continue;
    if (filters.audience && e.attendeeType !== filters.audience) continue;
    if (filters.breakpoint && e.breakpoint !== filters.breakpoint) continue;
    if (filters.label && e.label !== filters.label) continue;
    if (filters.state && e.state !== filters.state) continue;
    const id = `${e.page}|${e.phaseId}|${e.attendeeType}`;
    const row = rows.get(id) ?? { id, page: e.page, phaseId: e.phaseId, attendeeType: e.attendeeType, cells: {}, worst: -1 };
    row.cells[e.breakpoint as QaBreakpointKey] = e;
    row.worst = Math.max(row.worst, e.differencePercentage);
    rows.set(id, row);
  }
  return [...rows.values()].sort((a, b) => b.worst - a.worst || a.id.localeCompare(b.id));
}

/** A run's matrix: its progress, filters, rows of cells to open, approve and run again. */
export function RunMatrix({ runId, t, onStarted }: { runId: string; t: QaT; onStarted: (id: string) => void }) {
  const run = useQaRun(runId);
  const approve = useApproveQaCaptures();
  const start = useStartQaRun();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const headingId = useId();
  const entries = useMemo(() => run.data?.entries ?? [], [run.data]);
  const rows = useMemo(() => matrixRows(entries, filters), [entries, filters]);
  if (!run.data) return run.isError ? <p role="alert">{errorText(run.error)}</p> : <p role="status">{t('translate.site-settings.qa.loading')}</p>;
  const summary = run.data.run;
  const values = (pick: (e: QaCapture) => string) => [...new Set(entries.map(pick))].sort();
  const filter = (name: keyof Filters, label: string, options: readonly string[]) => (
    <Select compact label={label} value={filters[name]} onChange={(e) => setFilters({ ...filters, [name]: e.target.value })}>
      <option value="">{t('translate.site-settings.qa.filter.any')}</option>
      {options.map((o) => (
        <option key={o} value={o}>{o}</option>
      ))}
    </Select>
  );
  const rerun = (body: QaRunRequestBody) => start.mutate(body, { onSuccess: (started) => onStarted(started.id) });
  const open = entries.find((e) => e.key === openKey) ?? null;
  const approvable = (row: Row) => Object.values(row.cells).filter((c): c is QaCapture => Boolean(c && isApprovable(c))).map((c) => c.key);
  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="qa-heading">{t('translate.site-settings.qa.matrix.heading')}</h3>
      <div className="qa-progress">
        <progress max={summary.total} value={summary.completed} aria-labelledby={`${headingId}-progress`} />
        <p id={`${headingId}-progress`} role="status">
          {t('translate.site-settings.qa.run.progress', { completed: summary.completed, total: summary.total, state: summary.state })}
          {' · '}
          {t('translate.site-settings.qa.run.summary', { failed: summary.failed, errors: summary.errors })}
        </p>
      </div>
      <QaPageSummary
        runId={summary.id}
        entries={entries}
        t={t}
        approving={approve.isPending}
        approvedCount={approve.isSuccess ? approve.data.approved.length : null}
        onApprove={(keys) => approve.mutate({ runId, keys })}
      />
      <fieldset className="qa-filters">
        <legend>{t('translate.site-settings.qa.filter.heading')}</legend>
        {filter('page', t('translate.site-settings.qa.matrix.page'), values((e) => e.page))}
        {filter('phase', t('translate.site-settings.qa.matrix.phase'), values((e) => e.phaseId))}
        {filter('audience', t('translate.site-settings.qa.matrix.audience'), AUDIENCES)}
        {filter('breakpoint', t('translate.site-settings.qa.filter.breakpoint'), BREAKPOINTS.map((b) => b.key))}
        {filter('label', t('translate.site-settings.qa.filter.label'), QA_LABELS)}
        {filter('state', t('translate.site-settings.qa.filter.state'), QA_STATES)}
      </fieldset>
      {start.isError ? <p role="alert" className="qa-error">{errorText(start.error)}</p> : null}
      {approve.isError ? <p role="alert" className="qa-error">{errorText(approve.error)}</p> : null}
      <div className="qa-table-wrap">
        <table className="qa-table">
          <caption>{t('translate.site-settings.qa.matrix.caption', { run: summary.id })}</caption>
          <ColumnHeads
            labels={[
              t('translate.site-settings.qa.matrix.page'),
              t('translate.site-settings.qa.matrix.phase'),
              t('translate.site-settings.qa.matrix.audience'),
              ...BREAKPOINTS.map((b) => `${b.key} ${b.width}`),
              t('translate.site-settings.qa.matrix.actions'),
            ]}
          />
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('translate.site-settings.qa.matrix.empty')}</td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.page}</th>
                <td>{row.phaseId}</td>
                <td>{row.attendeeType}</td>
                {BREAKPOINTS.map((b) => {
                  const cell = row.cells[b.key];
                  if (!cell) return <td key={b.key} />;
                  const value = percentText(cell, t);
                  const verdict = cell.pass === null ? '' : cell.pass ? t('translate.site-settings.qa.matrix.pass') : t('translate.site-settings.qa.matrix.fail');
                  return (
                    <td key={b.key} className="qa-cell" data-label={cell.label ?? undefined} data-pass={cell.pass === null ? undefined : String(cell.pass)}>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-pressed={openKey === cell.key}
                        aria-label={t('translate.site-settings.qa.matrix.cell', { page: row.page, phase: row.phaseId, audience: row.attendeeType, breakpoint: b.key, value: [value, cell.label, verdict].filter(Boolean).join(', ') })}
                        onClick={() => setOpenKey(openKey === cell.key ? null : cell.key)}
                      >
                        <span className="qa-cell__value">{value}</span>
                        {cell.label && cell.differencePercentage >= 0 ? <span className="qa-cell__label">{cell.label}</span> : null}
                        {cell.pass === false ? <Badge className="qa-cell__fail">{t('translate.site-settings.qa.matrix.fail')}</Badge> : null}
                      </Button>
                    </td>
                  );
                })}
                <td className="qa-actions">
                  <Button size="sm" variant="secondary" disabled={approve.isPending || approvable(row).length === 0} onClick={() => approve.mutate({ runId, keys: approvable(row) })}>
                    {t('translate.site-settings.qa.matrix.approve-row')}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={start.isPending || isOpenRun(summary.state)} onClick={() => rerun({ pages: [row.page], phases: [row.phaseId], attendeeTypes: [row.attendeeType] })}>
                    {t('translate.site-settings.qa.matrix.rerun-row')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {filters.page && filters.phase ? (
        <PreviewAs t={t} entries={entries.filter((e) => e.page === filters.page && e.phaseId === filters.phase && e.breakpoint === (filters.breakpoint || 'desktop'))} />
      ) : null}
      {open ? (
        <CaptureDetail
          key={open.key}
          entry={open}
          t={t}
          runOpen={isOpenRun(summary.state)}
          onClose={() => setOpenKey(null)}
          onApprove={() => approve.mutate({ runId, keys: [open.key] })}
          approving={approve.isPending}
          approved={approve.isSuccess && approve.variables.keys.includes(open.key)}
          onRerun={() => rerun({ pages: [open.page], phases: [open.phaseId], attendeeTypes: [open.attendeeType], breakpoints: [open.breakpoint as QaBreakpointKey] })}
        />
      ) : null}
    </section>
  );
}
