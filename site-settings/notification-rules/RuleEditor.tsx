import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, type ApiError } from '../../api-client';
import {
  useCreateNotificationRule,
  useNotificationAttendeeTypes,
  useNotificationRule,
  useNotificationSessionFacets,
  useUpdateNotificationRule,
} from '../../api-client/editing';
import type { NotificationRuleAnswer } from '../../schemas/api-types';
import { showToast, useErrorText, useShell } from '../../renderer';
import { Button } from '../../ui';
import { LoadProblem } from './LoadProblem';
import { centerPath } from './paths';
import { bodyOf, draftOf, DRAFT_FIELD_OF, emptyDraft, type DraftField, type RuleDraft } from './rule-draft';
import { RuleForm, type RuleRefusal } from './RuleForm';
import { useInputClock, useRuleClock } from './rule-time';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;

/** The form field a refusal names (`details.field`, the rule's property), if the form shows it. */
function refusedField(error: unknown, draft: RuleDraft): DraftField | undefined {
  const field = isApiError(error) ? (error.details as { field?: unknown } | null)?.field : undefined;
  if (field === 'instanceIntervals') return draft.subType === '0' ? 'sendBefore' : 'repeat';
  return typeof field === 'string' ? DRAFT_FIELD_OF[field] : undefined;
}

/**
 * Create (no id) or edit a rule (docs/behaviour/notifications.md, Rules): saved, it goes back for approval, a toast
 * names it and the management center shows. An edit sends the updatedTime of the version it was read at; when
 * someone saved the rule since, the server refuses (409) and the form says who, offering to reload: never a silent
 * overwrite.
 */
export function RuleEditor({ t, id }: { t: RuleT; id: string | null }) {
  const clock = useInputClock();
  const errorText = useErrorText();
  const attendeeTypes = useNotificationAttendeeTypes();
  const facets = useNotificationSessionFacets();
  // An edit starts from the rule as the server has it now, not from a copy cached by an earlier page.
  const rule = useNotificationRule(id ?? '', { queryConfig: { enabled: id !== null, refetchOnMount: 'always', refetchOnWindowFocus: false } });
  // The version the form edits: kept apart from the query, whose refetches must not replace the editor's work.
  const [base, setBase] = useState<NotificationRuleAnswer | null>(null);
  const fresh = rule.isFetchedAfterMount ? rule.data : undefined;
  useEffect(() => {
    if (fresh && base === null) setBase(fresh);
  }, [fresh, base]);

  if (id !== null && base === null && rule.isError) return <LoadProblem t={t} error={rule.error} onRetry={() => void rule.refetch()} />;
  if ((id !== null && base === null) || attendeeTypes.isPending) {
    return <p role="status">{t(`${P}.loading`)}</p>;
  }
  return (
    <EditorForm
      key={base?.notificationRuleDto.updatedTime ?? 'new'}
      t={t}
      base={base}
      clock={clock}
      attendeeTypes={attendeeTypes.data?.attendeeTypes ?? []}
      attendeeTypesError={attendeeTypes.error}
      sessionFacets={facets.data}
      reload={async () => {
        const answer = await rule.refetch();
        if (answer.isSuccess) setBase(answer.data);
        else showToast(errorText(answer.error), 'error');
      }}
    />
  );
}

interface EditorFormProps {
  t: RuleT;
  base: NotificationRuleAnswer | null;
  clock: ReturnType<typeof useInputClock>;
  attendeeTypes: NonNullable<ReturnType<typeof useNotificationAttendeeTypes>['data']>['attendeeTypes'];
  attendeeTypesError: unknown;
  sessionFacets: ReturnType<typeof useNotificationSessionFacets>['data'];
  reload: () => Promise<void>;
}

function EditorForm({ t, base, clock, attendeeTypes, attendeeTypesError, sessionFacets, reload }: EditorFormProps) {
  const { language } = useShell();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const create = useCreateNotificationRule();
  const update = useUpdateNotificationRule();
  const [refusal, setRefusal] = useState<RuleRefusal | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const busy = create.isPending || update.isPending;

  const save = (draft: RuleDraft) => {
    const body = bodyOf(draft, clock, base ?? undefined);
    const name = body.notificationRuleDto.notificationName;
    setRefusal(null);
    setConflict(null);
    (base ? update : create).mutate(body, {
      onSuccess: () => {
        showToast(t(`${P}.saved`, { name }), 'success');
        void navigate(centerPath(language));
      },
      onError: (error) => {
        showToast(t(`${P}.save-failed`, { name }), 'error');
        if (isApiError(error) && error.status === 409) setConflict(error);
        else setRefusal({ message: errorText(error), field: refusedField(error, draft) });
      },
    });
  };

  return (
    <>
      {attendeeTypesError ? (
        <p role="alert" className="nr-alert">
          {errorText(attendeeTypesError)}
        </p>
      ) : null}
      <RuleForm
        t={t}
        initial={base ? draftOf(base, clock) : emptyDraft()}
        clock={clock}
        attendeeTypes={attendeeTypes}
        sessionFacets={sessionFacets}
        busy={busy}
        refusal={refusal}
        notice={conflict ? <ConflictNotice t={t} error={conflict} onReload={reload} /> : null}
        cancelHref={centerPath(language)}
        onSubmit={save}
      />
    </>
  );
}

/** Someone saved the rule after it was read: the server's words (who), when, and the way to their version. */
function ConflictNotice({ t, error, onReload }: { t: RuleT; error: ApiError; onReload: () => Promise<void> }) {
  const errorText = useErrorText();
  const { format } = useRuleClock();
  const [reloading, setReloading] = useState(false);
  const details = (error.details ?? {}) as { updatedBy?: unknown; updatedTime?: unknown };
  const by = typeof details.updatedBy === 'string' ? details.updatedBy : null;
  const at = typeof details.updatedTime === 'string' ? details.updatedTime : null;
  return (
    <div role="alert" className="nr-alert nr-conflict">
      <p>
        <strong>{t(`${P}.conflict.title`)}</strong>
      </p>
      <p>{errorText(error)}</p>
      {by && at ? <p>{t(`${P}.conflict.who`, { by, time: format(at) })}</p> : null}
      <p>{t(`${P}.conflict.note`)}</p>
      <Button
        variant="secondary"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void onReload().finally(() => setReloading(false));
        }}
      >
        {t(`${P}.conflict.reload`)}
      </Button>
    </div>
  );
}
