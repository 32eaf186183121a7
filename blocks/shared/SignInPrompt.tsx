// "Sign in to …": a sign-in button before the reason, in a paragraph. The button asks the shell to open the
// sign-in dialog (the block's custom action SIGN_IN_ACTION). It is a small secondary button, or a link-styled one
// where the prompt sits in running text (linkClassName).
import type { ReactNode } from 'react';
import { useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { dispatchCustomAction, SIGN_IN_ACTION } from './custom-action';
import { sharedNamespace, sharedStrings } from './strings';

export function SignInPrompt({
  componentId,
  className,
  linkClassName,
  children,
}: {
  componentId: string;
  className?: string;
  /** A plain button with this class instead of the ui kit's small secondary button. */
  linkClassName?: string;
  /** What signing in is for: "to see the room." */
  children: ReactNode;
}) {
  const { t } = useTranslation(sharedStrings, sharedNamespace);
  const signIn = () => dispatchCustomAction({ componentId, action: SIGN_IN_ACTION });
  return (
    <p className={className}>
      {linkClassName ? (
        <button type="button" className={linkClassName} onClick={signIn}>
          {t('translate.shared.sign-in')}
        </button>
      ) : (
        <Button variant="secondary" size="sm" onClick={signIn}>
          {t('translate.shared.sign-in')}
        </Button>
      )}{' '}
      {children}
    </p>
  );
}
