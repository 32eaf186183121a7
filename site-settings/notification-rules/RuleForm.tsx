import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RouterLink } from '../../renderer';
import { Button, buttonClass } from '../../ui';
import type { RuleFormOptions } from './form-fields';
import { validateDraft, type DraftErrors, type DraftField, type RuleDraft } from './rule-draft';
import { RuleAudienceFields } from './RuleAudienceFields';
import { RuleBasicsFields } from './RuleBasicsFields';
import { RuleMessageFields } from './RuleMessageFields';
import { RuleTimingFields } from './RuleTimingFields';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;

export interface RuleRefusal {
  /** The server's message (a 400's names what was wrong). */
  message: string;
  /** The form field it concerns, when the answer named one. */
  field?: DraftField;
}

export interface RuleFormProps extends RuleFormOptions {
  t: RuleT;
  initial: RuleDraft;
  busy: boolean;
  refusal: RuleRefusal | null;
  /** Shown above the fields (the notice that someone else saved the rule since it was read). */
  notice?: ReactNode;
  cancelHref: string;
  onSubmit: (draft: RuleDraft) => void;
}

/**
 * The rule form (docs/behaviour/notifications.md, Rule form). Nothing is sent while a field is wrong: each error
 * stands under its field (aria-describedby) and the focus goes to the first wrong field. A refusal of the server shows
 * above the fields and, when it names one, on that field too.
 */
export function RuleForm({ t, initial, busy, refusal, notice, cancelHref, onSubmit, ...options }: RuleFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  // Bumped to move the focus to the first invalid field once the errors are rendered.
  const [focusTurn, setFocusTurn] = useState(0);

  useEffect(() => {
    if (focusTurn > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn]);
  useEffect(() => {
    if (refusal?.field) setFocusTurn((n) => n + 1);
  }, [refusal]);

  const set = useCallback(<K extends DraftField>(field: K, value: RuleDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _fixed, ...rest } = e;
      return rest;
    });
  }, []);
  const errorOf = (field: DraftField): string | undefined => {
    const error = errors[field];
    if (error) return t(error.key, error.values);
    return refusal?.field === field ? refusal.message : undefined;
  };
  const required = (label: string) => t(`${P}.form.required`, { label });
  const fields = { t, draft, set, errorOf, required };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDraft(draft, options.clock);
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusTurn((n) => n + 1);
    else onSubmit(draft);
  };

  return (
    <form ref={form} className="nr-form" noValidate onSubmit={submit}>
      {notice}
      {refusal ? (
        <p role="alert" className="nr-alert">
          {refusal.message}
        </p>
      ) : null}
      <FormSection title={t(`${P}.form.rule`)}>
        <RuleBasicsFields {...fields} />
      </FormSection>
      <FormSection title={t(`${P}.form.audience`)}>
        <RuleAudienceFields {...fields} {...options} />
      </FormSection>
      <FormSection title={t(`${P}.form.message`)}>
        <RuleMessageFields {...fields} />
      </FormSection>
      <FormSection title={t(`${P}.form.timing`)}>
        <RuleTimingFields {...fields} clock={options.clock} />
      </FormSection>
      <p className="nr-muted">{t(`${P}.form.review-note`)}</p>
      <div className="nr-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t(`${P}.form.saving`) : t(`${P}.form.save`)}
        </Button>
        <RouterLink to={cancelHref} className={buttonClass({ variant: 'ghost' })}>
          {t(`${P}.form.cancel`)}
        </RouterLink>
      </div>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="nr-section" aria-labelledby={id}>
      <h2 id={id} className="nr-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
