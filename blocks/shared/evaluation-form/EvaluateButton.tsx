// The evaluate / evaluated button (spec 000 section 4): a link to the evaluation while it is to do, then a
// disabled "Evaluated" button with a check once submitted.
import { RouterLink } from '../../../renderer';
import { Button, buttonClass, Icon } from '../../../ui';

export function EvaluateButton({ href, done, label = 'Evaluate', size = 'md' }: { href: string; done: boolean; label?: string; size?: 'md' | 'sm' }) {
  if (done) {
    return (
      <Button variant="secondary" size={size} disabled>
        <Icon glyph="check" /> Evaluated
      </Button>
    );
  }
  return (
    <RouterLink to={href} className={buttonClass({ variant: 'primary', size })}>
      {label}
    </RouterLink>
  );
}
