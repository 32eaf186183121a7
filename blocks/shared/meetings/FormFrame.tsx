// The page frame of the meeting and appointment forms: back link, the form's heading, the form with its one error
// line, and the submit / cancel row. Each form brings its fields.
import type { FormEvent, ReactNode } from 'react';
import { isApiError } from '../../../api-client';
import { showToast, useTranslation } from '../../../renderer';
import { Button } from '../../../ui';
import { SiteLink } from '../SiteLink';
import { meetingsNamespace, meetingsStrings } from './strings';

export interface FormFrameProps {
  id: string;
  title: string;
  backHref: string;
  /** The answer's refusal or a failed request, above the fields. */
  error?: string | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormFrame({ id, title, backHref, error, submitLabel, busy, onSubmit, children }: FormFrameProps) {
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  return (
    <section className="ui-page mtg-block" aria-labelledby={`${id}-h`}>
      <p>
        <SiteLink href={backHref}>← {t('translate.shared-meetings.form.back')}</SiteLink>
      </p>
      <h1 id={`${id}-h`} className="mtg-title">
        {title}
      </h1>
      <form className="mtg-form" onSubmit={onSubmit} noValidate>
        {error ? (
          <p role="alert" className="mtg-clash">
            {error}
          </p>
        ) : null}
        {children}
        <div className="mtg-form__actions">
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel}
          </Button>
          <SiteLink href={backHref} className="ui-btn ui-btn--ghost">
            {t('translate.shared-meetings.form.cancel')}
          </SiteLink>
        </div>
      </form>
    </section>
  );
}

/** What a form does once the server answered its save: a toast and the saved item's page, or the refusal shown. */
export function saveOutcome<T>(options: {
  saved: string;
  failed: string;
  pathOf: (answer: T) => string;
  navigate: (path: string) => unknown;
  setError: (message: string) => void;
  /** The refusal's text in the visitor's language (renderer's useErrorText). */
  errorText: (error: unknown) => string;
}) {
  return {
    onSuccess: (answer: T) => {
      showToast(options.saved, 'success');
      void options.navigate(options.pathOf(answer));
    },
    onError: (err: unknown) => options.setError(isApiError(err) ? options.errorText(err) : options.failed),
  };
}
