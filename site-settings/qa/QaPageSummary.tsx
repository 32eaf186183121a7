import { useId } from 'react';
import type { QaCapture } from '../../api-client/editing';
import { ColumnHeads } from '../../editing';
import { AUDIENCES, type Audience } from '../../schemas';
import { Button } from '../../ui';
import { BREAKPOINTS } from './qa-common';
import type { QaT } from './strings';

interface PageSummary {
  page: string;
  /** Breakpoints and audiences with a capture over the threshold, in the matrix's order. */
  breakpoints: string[];
  audiences: string[];
  errors: number;
  /** Captures that can become baselines. */
  approvable: string[];
}

/** Captures a run can approve: completed, with an image. */
export const isApprovable = (entry: QaCapture): boolean => entry.state === 'completed' && Boolean(entry.imageUrl) && !entry.error;

/** Per page: which breakpoints and audiences changed (over the 1 % threshold), how many errors, what can be approved. */
export function pageSummaries(entries: readonly QaCapture[]): PageSummary[] {
  const pages = new Map<string, PageSummary>();
  for (const e of entries) {
    const page = pages.get(e.page) ?? { page: e.page, breakpoints: [], audiences: [], errors: 0, approvable: [] };
    if (e.pass === false) {
      if (!page.breakpoints.includes(e.breakpoint)) page.breakpoints.push(e.breakpoint);
      if (!page.audiences.includes(e.attendeeType)) page.audiences.push(e.attendeeType);
    }
    if (e.error) page.errors++;
    if (isApprovable(e)) page.approvable.push(e.key);
    pages.set(e.page, page);
  }
  const order = BREAKPOINTS.map((b) => b.key as string);
  for (const page of pages.values()) {
    page.breakpoints.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    page.audiences.sort((a, b) => AUDIENCES.indexOf(a as Audience) - AUDIENCES.indexOf(b as Audience));
  }
  return [...pages.values()].sort((a, b) => a.page.localeCompare(b.page));
}

/** The run's pages at a glance, with approval per page and for the whole run. */
export function QaPageSummary(props: { runId: string; entries: readonly QaCapture[]; t: QaT; approving: boolean; approvedCount: number | null; onApprove: (keys: string[]) => void }) {
  const { runId, entries, t, approving, approvedCount, onApprove } = props;
  const headingId = useId();
  const pages = pageSummaries(entries);
  const all = pages.flatMap((p) => p.approvable);
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : t('translate.site-settings.qa.pages.nothing'));
  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <div className="qa-row">
        <h4 id={headingId} className="qa-heading">{t('translate.site-settings.qa.pages.heading')}</h4>
        <Button size="sm" variant="secondary" disabled={approving || all.length === 0} onClick={() => onApprove(all)}>
          {t('translate.site-settings.qa.pages.approve-run')}
        </Button>
      </div>
      {approvedCount !== null ? <p role="status">{t('translate.site-settings.qa.pages.approved', { count: approvedCount })}</p> : null}
      <div className="qa-table-wrap">
        <table className="qa-table">
          <caption>{t('translate.site-settings.qa.pages.caption', { run: runId })}</caption>
          <ColumnHeads
            labels={[
              t('translate.site-settings.qa.matrix.page'),
              t('translate.site-settings.qa.pages.breakpoints'),
              t('translate.site-settings.qa.pages.audiences'),
              t('translate.site-settings.qa.pages.errors'),
              t('translate.site-settings.qa.matrix.actions'),
            ]}
          />
          <tbody>
            {pages.map((p) => (
              <tr key={p.page}>
                <th scope="row">{p.page}</th>
                <td>{list(p.breakpoints)}</td>
                <td>{list(p.audiences)}</td>
                <td>{p.errors}</td>
                <td className="qa-actions">
                  <Button size="sm" variant="secondary" disabled={approving || p.approvable.length === 0} onClick={() => onApprove(p.approvable)}>
                    {t('translate.site-settings.qa.pages.approve-page')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
