// The evaluations page's count agrees with its list at every moment: before the event (nothing open yet, the
// sessions wait under "Opening later"), while one is open, and after it was evaluated. Rendered the way the server
// renders the page (the signed-in visitor and the summary in the query cache, the render's clock).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionSnapshotProvider } from '../../api-client';
import { evaluationSummaryQueryOptions } from '../../api-client/evaluations';
import { addTranslations, createShellI18n, I18nextProvider, RenderContext, RenderTimeContext, type I18n } from '../../renderer';
import { VISITOR } from '../shared/test/render-blocks';
import type { EvaluationSummary } from '../../schemas/api-types';
import EvaluationList from './EvaluationList';

// Two sessions of 18 May 2027 (the event's first day): evaluations open 5 minutes after each starts.
const item = (id: string, start: string, from: string, until: string, done = false): EvaluationSummary['sessionsForEvaluation'][number] => ({
  isEvaluationComplete: done,
  // What the server said when it answered before the event; the page reads the window at its own clock.
  isAvailable: false,
  availableFrom: from,
  availableUntil: until,
  sessionCode: id.toUpperCase(),
  sessionId: id,
  sessionInstanceId: `${id}-1`,
  sessionType: 'breakout',
  startDateTime: start,
  title: `Session ${id}`,
});

const summary = (done = false): EvaluationSummary => ({
  sessionsForEvaluation: [
    item('brk101', '2027-05-18T16:00:00Z', '2027-05-18T16:05:00Z', '2027-05-25T00:00:00Z', done),
    item('brk202', '2027-05-19T18:00:00Z', '2027-05-19T18:05:00Z', '2027-05-25T00:00:00Z'),
  ],
  postConferenceEvaluationAvailable: false,
  isPostConferenceEvaluationCompleted: false,
  pending: 0,
});

function page(data: EvaluationSummary, at: string, i18n: I18n = createShellI18n('en'), language = 'en'): string {
  const client = new QueryClient();
  client.setQueryData(evaluationSummaryQueryOptions('usr-1').queryKey, data);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionSnapshotProvider session={{ user: { scopes: [], cmsId: 'usr-1' }, expiry: '2099-01-01T00:00:00Z' }}>
          <RenderTimeContext value={Date.parse(at)}>
            <RenderContext value={{ ...VISITOR, language, signedIn: true, pageId: 'evaluations', timeZone: 'America/Los_Angeles' }}>
              <MemoryRouter>
                <EvaluationList componentId="evals" type="evaluationList" props={{}} />
              </MemoryRouter>
            </RenderContext>
          </RenderTimeContext>
        </SessionSnapshotProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const groups = [...doc.querySelectorAll('.blk-evals__group')].map((g) => `${g.querySelector('h3')?.textContent}: ${g.querySelectorAll('li').length}`);
  return [doc.querySelector('[role="status"]')?.textContent, ...groups].join(' | ');
}

describe('evaluationList counts', () => {
  it('counts what the "To evaluate" list offers, at every moment', () => {
    expect(page(summary(), '2027-05-01T12:00:00Z')).toBe('0 evaluations to do | Opening later: 2');
    expect(page(summary(), '2027-05-18T17:00:00Z')).toBe('1 evaluation to do | To evaluate: 1 | Opening later: 1');
    expect(page(summary(), '2027-05-20T12:00:00Z')).toBe('2 evaluations to do | To evaluate: 2');
    expect(page(summary(true), '2027-05-20T12:00:00Z')).toBe('1 evaluation to do | To evaluate: 1 | Evaluated: 1');
    expect(page(summary(), '2027-06-01T12:00:00Z')).toBe('0 evaluations to do | Closed: 2');
  });

  it("says the count and the groups in the visitor's language, with its plural forms", () => {
    const german = () => {
      const i18n = createShellI18n('de');
      addTranslations(i18n, 'de', {
        'translate.evaluationList.count.one': '{{count}} Bewertung offen',
        'translate.evaluationList.count.other': '{{count}} Bewertungen offen',
        'translate.evaluationList.group.to-do': 'Zu bewerten',
        'translate.evaluationList.group.later': 'Öffnet später',
      }, 'evaluationList');
      return i18n;
    };
    expect(page(summary(), '2027-05-18T17:00:00Z', german(), 'de')).toBe('1 Bewertung offen | Zu bewerten: 1 | Öffnet später: 1');
    expect(page(summary(), '2027-05-20T12:00:00Z', german(), 'de')).toBe('2 Bewertungen offen | Zu bewerten: 2');
  });
});
