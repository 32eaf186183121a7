import { useId, useState } from 'react';
import { isOpenRun, useCancelQaRun, useQaRuns, useStartQaRun, type QaRun, type QaRunRequestBody } from '../../api-client/editing';
import { ColumnHeads } from '../../editing';
import { useErrorText } from '../../renderer';
import { Button, Checkbox, Select } from '../../ui';
import { DesignUploads } from './QaDesigns';
import { RunMatrix } from './QaMatrix';
import { pagesOfWholeRun } from './qa-common';
import type { QaT } from './strings';
import './qa.css';

/** The QA screenshot matrix: run, watch the matrix fill, compare a cell, approve, upload designs. */
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
  const errorText = useErrorText();
  const cancel = useCancelQaRun();
  const headingId = useId();
  const run = () => {
    const body: QaRunRequestBody = { pages: page ? [page] : pagesOfWholeRun(pages), ...(phase ? { phases: [phase] } : {}), ...(fullPage ? { fullPage } : {}) };
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
            <ColumnHeads
              labels={[
                t('translate.site-settings.qa.history.started'),
                t('translate.site-settings.qa.history.state'),
                t('translate.site-settings.qa.history.captures'),
                t('translate.site-settings.qa.matrix.actions'),
              ]}
            />
            <tbody>
              {runs.map((r) => (
                <HistoryRow key={r.id} t={t} run={r} shown={shown === r.id} onShow={onShow} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One earlier run: when it started, its state and captures, and the button that shows it in the matrix. */
function HistoryRow({ t, run, shown, onShow }: { t: QaT; run: QaRun; shown: boolean; onShow: (id: string) => void }) {
  const show = t('translate.site-settings.qa.history.show');
  return (
    <tr>
      <th scope="row">{run.createdAt.replace('T', ' ').slice(0, 19)}</th>
      <td>{run.state}</td>
      <td>{`${run.completed} / ${run.total} · ${run.failed} fail`}</td>
      <td>
        <Button size="sm" variant="ghost" aria-pressed={shown} aria-label={`${show} ${run.id}`} onClick={() => onShow(run.id)}>
          {shown ? t('translate.site-settings.qa.history.shown') : show}
        </Button>
      </td>
    </tr>
  );
}
