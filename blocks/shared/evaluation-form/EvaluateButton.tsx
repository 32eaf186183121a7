// The evaluate / evaluated button (docs/behaviour/evaluations.md): a link to the evaluation while it is to do, then a
// disabled "Evaluated" button with a check once submitted.
import { RouterLink, useTranslation } from '../../../renderer';
import { Button, buttonClass, Icon } from '../../../ui';
import { evaluationFormSharedNamespace, evaluationFormSharedStrings } from './strings';

/** `what` names the evaluated thing for assistive technology when several buttons share a list ("Evaluate X"). */
export function EvaluateButton({
  href,
  done,
  size = 'md',
  what,
}: {
  href: string;
  done: boolean;
  size?: 'md' | 'sm';
  what?: string;
}) {
  const { t } = useTranslation(evaluationFormSharedStrings, evaluationFormSharedNamespace);
  if (done) {
    return (
      <Button
        variant="secondary"
        size={size}
        disabled
        aria-label={what ? t('translate.shared-evaluation-form.evaluated-what', { what }) : undefined}
      >
        <Icon glyph="check" /> {t('translate.shared-evaluation-form.evaluated')}
      </Button>
    );
  }
  return (
    <RouterLink
      to={href}
      className={buttonClass({ variant: 'primary', size })}
      aria-label={what ? t('translate.shared-evaluation-form.evaluate-what', { what }) : undefined}
    >
      {t('translate.shared-evaluation-form.evaluate')}
    </RouterLink>
  );
}
