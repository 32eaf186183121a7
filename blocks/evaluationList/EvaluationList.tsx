// The evaluations page's list (docs/behaviour/evaluations.md): the sessions the attendee evaluates, pending first (with
// the Evaluate button while open, or when it opens), then the evaluated ones (a disabled Evaluated button with a
// check), and the conference evaluation while it is available. The server loader prefetches the summary.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession, viewerKey } from '../../api-client';
import { evaluationSummaryQueryOptions } from '../../api-client/evaluations';
import { RouterLink, useNow, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import { lazyDateFormat } from '../../schemas';
import type { EvaluationListProps, EvaluationSummary } from '../../schemas/api-types';
import { Button, Card, Skeleton } from '../../ui';
import { SignInPrompt } from '../shared/SignInPrompt';
import { EvaluateButton } from '../shared/evaluation-form/EvaluateButton';
import { evaluationPath } from '../shared/evaluation-form/viewer';
import { useOnSite } from '../shared/on-site';
import { countText, evaluationGroups, isOpenAt } from './groups';
import { evaluationListNamespace, evaluationListStrings } from './strings';
import './evaluationList.css';

const EMPTY = 'translate.evaluationList.empty';

type Item = EvaluationSummary['sessionsForEvaluation'][number];

/** Outside the site (a schema example, a story) there is no attendee: a note instead of the list. */
export default function EvaluationList(block: BlockComponentProps<EvaluationListProps>) {
  const { t } = useTranslation(evaluationListStrings, evaluationListNamespace);
  if (!useOnSite({ router: false })) return <p className="blk-evals__note">{t('translate.evaluationList.off-site')}</p>;
  return <Evaluations {...block} />;
}

function Evaluations({ props, componentId }: BlockComponentProps<EvaluationListProps>) {
  const { t } = useTranslation(evaluationListStrings, evaluationListNamespace);
  const { user, signedIn } = useSession();
  const viewer = signedIn ? viewerKey(user) : null;
  const query = useQuery({
    ...evaluationSummaryQueryOptions(viewer ?? 'anonymous'),
    enabled: viewer !== null,
  });
  const heading = props.heading ? <h2 className="blk-evals__heading">{props.heading}</h2> : null;
  const label = props.heading ?? t('translate.evaluationList.label');

  if (viewer === null) {
    return (
      <section className="ui-page ui-sections blk-evals" aria-label={label}>
        {heading}
        <SignInPrompt componentId={componentId} className="blk-evals__note">
          {t('translate.evaluationList.sign-in-reason')}
        </SignInPrompt>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="ui-page ui-sections blk-evals" aria-label={label}>
        {heading}
        <p className="blk-evals__note" role="alert">
          {t('translate.evaluationList.load-failed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('translate.evaluationList.try-again')}
          </Button>
        </p>
      </section>
    );
  }
  if (!query.data) {
    return (
      <section className="ui-page ui-sections blk-evals" aria-label={label} aria-busy="true">
        {heading}
        <Skeleton height="12rem" />
      </section>
    );
  }
  return <Groups summary={query.data} heading={heading} label={label} showConference={props.showConference ?? true} emptyText={props.emptyText} />;
}

function Groups({ summary, heading, label, showConference, emptyText }: { summary: EvaluationSummary; heading: ReactNode; label: string; showConference: boolean; emptyText?: string }) {
  // One clock for the count and the groups (the render's: the same on the server and at hydration), so an
  // evaluation that opens moves from "Opening later" to "To evaluate" and into the count at the same moment.
  const { t } = useTranslation(evaluationListStrings, evaluationListNamespace);
  const now = useNow(60_000);
  const groups = evaluationGroups(summary, now, showConference);
  const conference = showConference && (summary.postConferenceEvaluationAvailable || summary.isPostConferenceEvaluationCompleted);
  // The renderer fills the schema's default already translated (renderer/defaults.ts); without it, this block's own.
  const empty = emptyText ?? t(EMPTY);
  return (
    <section className="ui-page ui-sections blk-evals" aria-label={label}>
      {heading}
      <p className="blk-evals__count" role="status">
        {countText(groups.count, t)}
      </p>
      {conference ? <ConferenceCard done={summary.isPostConferenceEvaluationCompleted} /> : null}
      {summary.sessionsForEvaluation.length === 0 ? (
        <p className="blk-evals__note">{empty}</p>
      ) : (
        <>
          <ItemList title={t('translate.evaluationList.group.to-do')} items={groups.toDo} now={now} />
          <ItemList title={t('translate.evaluationList.group.later')} items={groups.later} now={now} />
          <ItemList title={t('translate.evaluationList.group.closed')} items={groups.closed} now={now} />
          <ItemList title={t('translate.evaluationList.group.done')} items={groups.done} now={now} />
        </>
      )}
    </section>
  );
}

function ConferenceCard({ done }: { done: boolean }) {
  const { t } = useTranslation(evaluationListStrings, evaluationListNamespace);
  const { language } = useRenderContext();
  return (
    <Card className="blk-evals__conference">
      <div>
        <h3 className="blk-evals__title">{t('translate.evaluationList.conference.title')}</h3>
        <p className="blk-evals__meta">{t('translate.evaluationList.conference.text')}</p>
      </div>
      {/* Named for what it evaluates: beside the sessions' Evaluate links a bare "Evaluate" says nothing. */}
      <EvaluateButton href={evaluationPath(language, 'conference')} done={done} what={t('translate.evaluationList.conference.what')} />
    </Card>
  );
}

function ItemList({ title, items, now }: { title: string; items: readonly Item[]; now: number }) {
  const { t } = useTranslation(evaluationListStrings, evaluationListNamespace);
  const { language, timeZone } = useRenderContext();
  if (items.length === 0) return null;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) };
  const when = (iso: string) => lazyDateFormat(language, options).format(new Date(iso));
  return (
    <div className="blk-evals__group">
      <h3 className="blk-evals__group-title">{title}</h3>
      <ul className="blk-evals__list">
        {items.map((item) => (
          <li key={item.sessionId} className="blk-evals__item">
            <div className="blk-evals__text">
              <RouterLink
                className="blk-evals__title"
                to={`/${language}/sessions/${encodeURIComponent(item.sessionId)}`}
              >
                {item.title}
              </RouterLink>
              <span className="blk-evals__meta">
                {[item.sessionCode, item.startDateTime ? when(item.startDateTime) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            {item.isEvaluationComplete || isOpenAt(item, now) ? (
              <EvaluateButton
                href={evaluationPath(language, item.sessionId)}
                done={item.isEvaluationComplete}
                size="sm"
                what={item.title}
              />
            ) : (
              <span className="blk-evals__opens">
                {item.availableFrom && now < Date.parse(item.availableFrom)
                  ? t('translate.evaluationList.opens', { date: when(item.availableFrom) })
                  : t('translate.evaluationList.closed')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
