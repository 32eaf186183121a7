// The evaluate / evaluated button (docs/behaviour/evaluations.md): a link to the evaluation while it is to do, then a
// disabled "Evaluated" button with a check once submitted.
import { RouterLink } from '../../../renderer';
import { Button, buttonClass, Icon } from '../../../ui';

/** `what` names the evaluated thing for assistive technology when several buttons share a list ("Evaluate X"). */
export function EvaluateButton({
  href,
  done,
  label = 'Evaluate',
  size = 'md',
  what,
}: {
  href: string;
  done: boolean;
  label?: string;
  size?: 'md' | 'sm';
  what?: string;
}) {
  if (done) {
    return (
      <Button variant="secondary" size={size} disabled aria-label={what ? `Evaluated ${what}` : undefined}>
        <Icon glyph="check" /> Evaluated
      </Button>
    );
  }
  return (
    <RouterLink
      to={href}
      className={buttonClass({ variant: 'primary', size })}
      aria-label={what ? `${label} ${what}` : undefined}
    >
      {label}
    </RouterLink>
  );
}
