import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  MAX_QA_DESIGN_BYTES,
  isOpenRun,
  useApproveQaCaptures,
  useCancelQaRun,
  useQaDesigns,
  useQaImage,
  useQaRun,
  useQaRuns,
  useStartQaRun,
  useUploadQaDesign,
  type QaBreakpointKey,
  type QaCapture,
  type QaRun,
  type QaRunRequestBody,
} from '../../api-client/editing';
import { AUDIENCES, QA_BREAKPOINT_KEYS, QA_BREAKPOINTS, QA_LABELS, QA_STATES, type Audience } from '../../schemas';
import { Badge, Button, Checkbox, FileField, RangeInput, Select } from '../../ui';
import type { QaT } from './strings';
import './qa.css';

/** The breakpoints in the matrix's column order, with their widths. */
const BREAKPOINTS = QA_BREAKPOINT_KEYS.map((key) => ({ key, width: QA_BREAKPOINTS[key] }));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 12.345 -> "12.345 %"; -1 -> computing (spec 001 section 4). */
function percentText(entry: QaCapture, t: QaT): string {
  if (entry.error) return t('translate.site-settings.qa.matrix.error');
  if (entry.differencePercentage < 0) return t('translate.site-settings.qa.matrix.computing');
  return `${entry.differencePercentage.toFixed(entry.differencePercentage === 0 ? 0 : 2)} %`;
}

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

/** The QA screenshot matrix (issue 18): run, watch the matrix fill, compare a cell, approve, upload designs. */
export function QaView({ t }: { t: QaT }) {
  const runs = useQaRuns();
  const [shownRun, setShownRun] = useState<string | null>(null);
  const latest = runs.data?.runs[0]?.id ?? null;
  const runId = shownRun ?? latest;
  if (runs.isPending) return <p role="status">{t('translate.site-settings.qa.loading')}</p>;
  if (runs.isError) return <p role="alert">{t('translate.site-settings.qa.load-error')}</p>;
  const { pages, phases } = runs.data;
  return (
    <div className="qa-view">
      <RunForm t={t} pages={pages} phases={phases} openRun={runs.data.runs.find((r) => isOpenRun(r.state)) ?? null} onStarted={setShownRun} />
      {runId ? <RunMatrix key={runId} runId={runId} t={t} onStarted={setShownRun} /> : null}
      <DesignUploads t={t} pages={pages} />
      <RunHistory t={t} runs={runs.data.runs} shown={runId} onShow={setShownRun} />
    </div>
  );
}

function RunForm({ t, pages, phases, openRun, onStarted }: { t: QaT; pages: string[]; phases: string[]; openRun: QaRun | null; onStarted: (id: string) => void }) {
  const [page, setPage] = useState('');
  const [phase, setPhase] = useState('');
  const [fullPage, setFullPage] = useState(false);
  const start = useStartQaRun();
  const cancel = useCancelQaRun();
  const headingId = useId();
  const run = () => {
    const body: QaRunRequestBody = { pages: page ? [page] : pages.filter((p) => !p.endsWith('-detail')), ...(phase ? { phases: [phase] } : {}), ...(fullPage ? { fullPage } : {}) };
    start.mutate(body, { onSuccess: (started) => onStarted(started.id) });
  };
  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="qa-heading">{t('translate.site-settings.qa.run.heading')}</h3>
      <div className="qa-row">
        <Select compact label={t('translate.site-settings.qa.run.page')} value={page} onChange={(e) => setPage(e.target.value)}>
          <option value="">{t('translate.site-settings.qa.run.all-pages')}</option>
          {pages.map((p) => (
            <option key={p} value={p}>{p}</option>
          ))}
        </Select>
        <Select compact label={t('translate.site-settings.qa.run.phase')} value={phase} onChange={(e) => setPhase(e.target.value)}>
          <option value="">{t('translate.site-settings.qa.run.all-phases')}</option>
          {phases.map((p) => (
            <option key={p} value={p}>{p}</option>
          ))}
        </Select>
        <Checkbox label={t('translate.site-settings.qa.run.full-page')} checked={fullPage} onChange={(e) => setFullPage(e.target.checked)} />
        <Button size="sm" variant="primary" onClick={run} disabled={start.isPending || openRun !== null}>
          {start.isPending ? t('translate.site-settings.qa.run.starting') : t('translate.site-settings.qa.run.start')}
        </Button>
        {openRun ? (
          <Button size="sm" variant="secondary" onClick={() => cancel.mutate(openRun.id)} disabled={cancel.isPending}>
            {t('translate.site-settings.qa.run.cancel')}
          </Button>
        ) : null}
      </div>
      {start.isError ? <p role="alert" className="qa-error">{errorText(start.error)}</p> : null}
    </section>
  );
}

function RunMatrix({ runId, t, onStarted }: { runId: string; t: QaT; onStarted: (id: string) => void }) {
  const run = useQaRun(runId);
  const approve = useApproveQaCaptures();
  const start = useStartQaRun();
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
  const approvable = (row: Row) => Object.values(row.cells).filter((c): c is QaCapture => Boolean(c && c.state === 'completed' && c.imageUrl)).map((c) => c.key);
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
          <thead>
            <tr>
              <th scope="col">{t('translate.site-settings.qa.matrix.page')}</th>
              <th scope="col">{t('translate.site-settings.qa.matrix.phase')}</th>
              <th scope="col">{t('translate.site-settings.qa.matrix.audience')}</th>
              {BREAKPOINTS.map((b) => (
                <th scope="col" key={b.key}>{`${b.key} ${b.width}`}</th>
              ))}
              <th scope="col">{t('translate.site-settings.qa.matrix.actions')}</th>
            </tr>
          </thead>
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

function Figure({ url, caption, children }: { url: string | null | undefined; caption: string; children?: ReactNode }) {
  const src = useQaImage(url);
  return (
    <figure className="qa-figure">
      <figcaption>{caption}</figcaption>
      {src ? <img src={src} alt={caption} /> : <div className="qa-figure__empty">{children}</div>}
    </figure>
  );
}

function CaptureDetail(props: {
  entry: QaCapture;
  t: QaT;
  runOpen: boolean;
  onClose: () => void;
  onApprove: () => void;
  approving: boolean;
  approved: boolean;
  onRerun: () => void;
}) {
  const { entry, t } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [overlay, setOverlay] = useState(50);
  const website = useQaImage(entry.imageUrl);
  const baseline = useQaImage(entry.baselineImageUrl);
  const overlayId = useId();
  // Opening a capture moves the focus to it (keyboard users land on what they opened).
  useEffect(() => headingRef.current?.focus(), []);
  const size = (s: { width: number; height: number }) => `${s.width} × ${s.height}`;
  return (
    <section className="qa-detail" aria-labelledby={`${overlayId}-heading`}>
      <div className="qa-detail__head">
        <h4 id={`${overlayId}-heading`} ref={headingRef} tabIndex={-1} className="qa-heading">
          {t('translate.site-settings.qa.cell.heading', { page: entry.page, phase: entry.phaseId, audience: entry.attendeeType, breakpoint: entry.breakpoint })}
        </h4>
        <Button size="sm" variant="ghost" onClick={props.onClose}>{t('translate.site-settings.qa.cell.close')}</Button>
      </div>
      <p>
        {percentText(entry, t)}
        {entry.label ? ` · ${entry.label}` : ''}
        {entry.pass === null ? '' : ` · ${entry.pass ? t('translate.site-settings.qa.matrix.pass') : t('translate.site-settings.qa.matrix.fail')}`}
        {entry.figma ? ` · ${t('translate.site-settings.qa.cell.figma-difference', { value: `${entry.figma.differencePercentage.toFixed(2)} % ${entry.figma.label}` })}` : ''}
      </p>
      {entry.newBaseline ? <p>{t('translate.site-settings.qa.cell.first')}</p> : null}
      {entry.sizeMismatch ? <p>{t('translate.site-settings.qa.cell.size', { current: size(entry.sizeMismatch.current), reference: size(entry.sizeMismatch.reference) })}</p> : null}
      {entry.error ? <p role="alert" className="qa-error">{entry.error}</p> : null}
      <div className="qa-actions">
        <Button size="sm" variant="primary" onClick={props.onApprove} disabled={props.approving || entry.state !== 'completed' || !entry.imageUrl}>
          {t('translate.site-settings.qa.cell.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={props.onRerun} disabled={props.runOpen}>
          {t('translate.site-settings.qa.cell.rerun')}
        </Button>
        {props.approved ? <p role="status">{t('translate.site-settings.qa.cell.approved')}</p> : null}
      </div>
      <div className="qa-figures">
        <Figure url={entry.imageUrl} caption={t('translate.site-settings.qa.cell.website')} />
        <Figure url={entry.figma?.imageUrl ?? null} caption={t('translate.site-settings.qa.cell.figma')}>
          {t('translate.site-settings.qa.cell.no-design')}
        </Figure>
        <Figure url={entry.differenceImageUrl ?? entry.figma?.differenceImageUrl ?? null} caption={t('translate.site-settings.qa.cell.difference')} />
      </div>
      {website && baseline ? (
        <div className="qa-overlay">
          <h5 className="qa-heading">{t('translate.site-settings.qa.cell.overlay')}</h5>
          <label htmlFor={overlayId}>{t('translate.site-settings.qa.cell.overlay-position')}</label>
          <RangeInput id={overlayId} min={0} max={100} value={overlay} onChange={(e) => setOverlay(Number(e.target.value))} />
          <div className="qa-overlay__frame">
            <img src={baseline} alt={t('translate.site-settings.qa.cell.baseline')} />
            <img src={website} alt={t('translate.site-settings.qa.cell.website')} className="qa-overlay__top" style={{ clipPath: `inset(0 ${100 - overlay}% 0 0)` }} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** "Preview as": one page in one phase as every audience, side by side, from the run's captures. */
export function PreviewAs({ t, entries }: { t: QaT; entries: QaCapture[] }) {
  const headingId = useId();
  const first = entries[0];
  if (!first) return null;
  const sorted = [...entries].sort((a, b) => AUDIENCES.indexOf(a.attendeeType) - AUDIENCES.indexOf(b.attendeeType));
  return (
    <section className="qa-detail" aria-labelledby={headingId}>
      <h4 id={headingId} className="qa-heading">
        {t('translate.site-settings.qa.preview.heading', { page: first.page, phase: first.phaseId, breakpoint: first.breakpoint })}
      </h4>
      <div className="qa-figures">
        {sorted.map((e) => (
          <Figure key={e.key} url={e.imageUrl} caption={e.attendeeType}>
            {percentText(e, t)}
          </Figure>
        ))}
      </div>
    </section>
  );
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function DesignUploads({ t, pages }: { t: QaT; pages: string[] }) {
  const designs = useQaDesigns();
  const upload = useUploadQaDesign();
  const [page, setPage] = useState(pages[0] ?? 'home');
  const [breakpoint, setBreakpoint] = useState<QaBreakpointKey>('desktop');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const submit = () => {
    if (!file) return setProblem(t('translate.site-settings.qa.design.choose'));
    const extension = (file.name.split('.').pop() ?? '').toLowerCase();
    const type = file.type || MIME[extension] || '';
    if (!/^image\/(png|jpeg)$/.test(type)) return setProblem(t('translate.site-settings.qa.design.choose'));
    if (file.size > MAX_QA_DESIGN_BYTES) return setProblem(t('translate.site-settings.qa.design.too-large'));
    setProblem(null);
    upload.mutate({ page, breakpoint, file, name: file.name, type });
  };
  const error = problem ?? (upload.isError ? errorText(upload.error) : null);
  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="qa-heading">{t('translate.site-settings.qa.design.heading')}</h3>
      <div className="qa-row">
        <Select compact label={t('translate.site-settings.qa.design.page')} value={page} onChange={(e) => setPage(e.target.value)}>
          {pages.map((p) => (
            <option key={p} value={p}>{p}</option>
          ))}
        </Select>
        <Select compact label={t('translate.site-settings.qa.design.breakpoint')} value={breakpoint} onChange={(e) => setBreakpoint(e.target.value as QaBreakpointKey)}>
          {BREAKPOINTS.map((b) => (
            <option key={b.key} value={b.key}>{`${b.key} ${b.width}`}</option>
          ))}
        </Select>
        <FileField
          compact
          label={t('translate.site-settings.qa.design.file')}
          hint={t('translate.site-settings.qa.design.hint')}
          error={error ?? undefined}
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            upload.reset();
            setProblem(null);
          }}
        />
        <Button size="sm" variant="primary" onClick={submit} disabled={upload.isPending}>
          {upload.isPending ? t('translate.site-settings.qa.design.uploading') : t('translate.site-settings.qa.design.upload')}
        </Button>
      </div>
      {upload.isSuccess ? <p role="status">{t('translate.site-settings.qa.design.uploaded', { page: upload.data.page, breakpoint: upload.data.breakpoint })}</p> : null}
      {designs.data && designs.data.designs.length > 0 ? (
        <ul className="qa-designs">
          {designs.data.designs.map((d) => (
            <li key={`${d.page}-${d.breakpoint}`}>
              {`${d.page} · ${d.breakpoint} · `}
              {t('translate.site-settings.qa.design.size', { width: d.width, height: d.height })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('translate.site-settings.qa.design.none')}</p>
      )}
    </section>
  );
}

function RunHistory({ t, runs, shown, onShow }: { t: QaT; runs: QaRun[]; shown: string | null; onShow: (id: string) => void }) {
  const headingId = useId();
  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="qa-heading">{t('translate.site-settings.qa.history.heading')}</h3>
      {runs.length === 0 ? (
        <p>{t('translate.site-settings.qa.history.empty')}</p>
      ) : (
        <div className="qa-table-wrap">
          <table className="qa-table">
            <thead>
              <tr>
                <th scope="col">{t('translate.site-settings.qa.history.started')}</th>
                <th scope="col">{t('translate.site-settings.qa.history.state')}</th>
                <th scope="col">{t('translate.site-settings.qa.history.captures')}</th>
                <th scope="col">{t('translate.site-settings.qa.matrix.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.createdAt.replace('T', ' ').slice(0, 19)}</th>
                  <td>{r.state}</td>
                  <td>{`${r.completed} / ${r.total} · ${r.failed} fail`}</td>
                  <td>
                    <Button size="sm" variant="ghost" aria-pressed={shown === r.id} aria-label={`${t('translate.site-settings.qa.history.show')} ${r.id}`} onClick={() => onShow(r.id)}>
                      {shown === r.id ? t('translate.site-settings.qa.history.shown') : t('translate.site-settings.qa.history.show')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
