import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { isApiError } from '../../api-client';
import { useCreateTickerMessage, useReadTickerMessageAgain, useUpdateTickerMessage } from '../../api-client/editing';
import { showToast, useErrorText } from '../../renderer';
import type { TickerMessage } from '../../schemas/api-types';
import { Button, TextAreaField, TextField } from '../../ui';
import type { RuleInputClock } from '../notification-rules/rule-time';
import type { TickerT } from './strings';
import { checkDraft, draftOf, newDraft, TICKER_TEXT_MAX, type DraftErrors, type TickerDraft } from './ticker-draft';

export interface TickerFormProps {
  t: TickerT;
  clock: RuleInputClock;
  now: number;
  /** The message being edited, or null to add one. */
  editing: TickerMessage | null;
  onDone: () => void;
}

/**
 * Adds a message, or edits the one chosen in the list. Mistakes show at their field (the first wrong field takes the
 * focus); a refusal of the server shows above the buttons. Times are typed on the event's clock.
 */
export function TickerForm({ t, clock, now, editing, onDone }: TickerFormProps) {
  const headingId = useId();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<TickerDraft>(() => (editing ? draftOf(editing, clock) : newDraft(now, clock)));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const startsRef = useRef<HTMLInputElement>(null);
  const endsRef = useRef<HTMLInputElement>(null);
  const create = useCreateTickerMessage();
  const update = useUpdateTickerMessage();
  const readAgain = useReadTickerMessageAgain();
  // The stored version this edit replaces: the one chosen in the list, or the one a conflict showed since.
  const [basedOn, setBasedOn] = useState(editing?.updatedAt);
  const pending = create.isPending || update.isPending;

  // Choosing a message to edit brings its text to the field, with the focus.
  useEffect(() => {
    if (editing) textRef.current?.focus();
  }, [editing]);

  const set = (field: keyof TickerDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = checkDraft(draft, clock);
    if ('errors' in checked) {
      setErrors(checked.errors);
      (checked.errors.text ? textRef : checked.errors.starts ? startsRef : endsRef).current?.focus();
      return;
    }
    setErrors({});
    const onError = (error: unknown) => setFailure(t('translate.site-settings.ticker.form.failed', { message: errorText(error) }));
    if (editing) {
      update.mutate({ id: editing.id, ...checked.body, ...(basedOn ? { updatedAt: basedOn } : {}) }, {
        onSuccess: () => {
          showToast(t('translate.site-settings.ticker.form.saved'), 'success');
          onDone();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 409) return onError(error);
          // Someone saved the message meanwhile: say who and what, keep this editor's text, and base the next save
          // on their version, so that saving again replaces it knowingly.
          void readAgain(editing.id).then((latest) => {
            if (!latest) return onError(error);
            setBasedOn(latest.updatedAt);
            setFailure(t('translate.site-settings.ticker.form.conflict', { name: latest.updatedBy || t('translate.site-settings.ticker.form.someone'), text: latest.text }));
          }, onError);
        },
      });
    } else {
      create.mutate(checked.body, {
        onSuccess: () => {
          showToast(t('translate.site-settings.ticker.form.added'), 'success');
          setDraft(newDraft(now, clock));
          textRef.current?.focus();
        },
        onError,
      });
    }
  };

  const errorOf = (field: keyof TickerDraft) => (errors[field] ? t(errors[field], { max: TICKER_TEXT_MAX }) : undefined);
  /** The start or the end: a required date and time in the event's zone. */
  const moment = (field: 'starts' | 'ends', ref: RefObject<HTMLInputElement | null>) => (
    <TextField
      ref={ref}
      type="datetime-local"
      label={t(`translate.site-settings.ticker.form.${field}`)}
      error={errorOf(field)}
      value={draft[field]}
      required
      onChange={(e) => set(field)(e.target.value)}
    />
  );
  return (
    <form className="tk-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className="tk-heading">
        {t(editing ? 'translate.site-settings.ticker.form.edit-heading' : 'translate.site-settings.ticker.form.add-heading')}
      </h2>
      <TextAreaField
        ref={textRef}
        label={t('translate.site-settings.ticker.form.text')}
        hint={t('translate.site-settings.ticker.form.text-hint', { max: TICKER_TEXT_MAX })}
        error={errorOf('text')}
        value={draft.text}
        rows={2}
        maxLength={TICKER_TEXT_MAX}
        required
        onChange={(e) => set('text')(e.target.value)}
      />
      <div className="tk-row">
        {moment('starts', startsRef)}
        {moment('ends', endsRef)}
      </div>
      {failure ? (
        <p role="alert" className="tk-alert">
          {failure}
        </p>
      ) : null}
      <div className="tk-actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {t(editing ? 'translate.site-settings.ticker.form.save' : 'translate.site-settings.ticker.form.add')}
        </Button>
        {editing ? (
          <Button type="button" onClick={onDone}>
            {t('translate.site-settings.ticker.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
