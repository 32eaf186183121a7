import type { ReactNode } from 'react';
import { Button } from '../../ui';
import { dispatchCustomAction, SIGN_IN_ACTION } from './custom-action';

/** "Sign in to …": a small Sign in button (the site's sign-in action) followed by what signing in is for. */
export function SignInPrompt({ componentId, className, children }: { componentId: string; className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <Button variant="secondary" size="sm" onClick={() => dispatchCustomAction({ componentId, action: SIGN_IN_ACTION })}>
        Sign in
      </Button>{' '}
      {children}
    </p>
  );
}
