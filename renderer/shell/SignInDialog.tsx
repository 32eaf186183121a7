import { useLocation } from 'react-router';
import { RouterLink as Link } from './RouterLink';
import { Button, buttonClass, Dialog } from '../../ui';
import { useTranslation } from '../i18n/react';
import { signInPath } from './navigation';
import { useShell } from './shell-context';
import { rememberSignInDialogDismissed } from './sign-in-dialog-state';

/** The dialog's English texts (a lazy chunk: loaded with the dialog, not with every page). */
export const signInDialogStrings = {
  'translate.shell.dialog.close': 'Close',
  'translate.shell.signin-dialog.title': 'Sign in to make the most of the event',
  'translate.shell.signin-dialog.description': 'Signing in keeps your plans in one place, on every device.',
  'translate.shell.signin-dialog.in-person': 'If you attend in person',
  'translate.shell.signin-dialog.digital': 'If you join online',
  'translate.shell.signin-dialog.feature.availability': 'See seat availability for sessions',
  'translate.shell.signin-dialog.feature.venue-updates': 'Get venue updates',
  'translate.shell.signin-dialog.feature.create-schedule': 'Create your schedule',
  'translate.shell.signin-dialog.feature.recommendations': 'Get session recommendations',
  'translate.shell.signin-dialog.feature.share-schedule': 'Share your schedule',
  'translate.shell.signin-dialog.sign-in': 'Sign in',
  'translate.shell.signin-dialog.register': 'Register',
  'translate.shell.signin-dialog.not-now': 'Not now',
} as const;

/** The feature lists' entries in order, with the setting each depends on (docs/behaviour/routes-and-gates.md, Sign-in dialog). */
const inPerson = [
  'availability',
  'venue-updates',
  'create-schedule',
  'recommendations',
  'share-schedule',
] as const;
const digital = ['create-schedule', 'recommendations', 'share-schedule'] as const;
type Feature = (typeof inPerson)[number];

/**
 * The sign-in dialog (lazy: PageShell loads it when it first opens), opened by every requires-auth action of an anonymous visitor: heading, description,
 * register (only when showRegistrationButton), sign in (only when allowLogOn and signed out; it goes to the
 * identity provider's page, the persona picker in development), and what signing in gives in person and online.
 * Recommendations are listed only when enableSessionRecommendations, the schedule entries only when
 * enableAddToScheduleButton.
 */
export default function SignInDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(signInDialogStrings);
  const { settings, language, signedIn } = useShell();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const shown = (f: Feature) =>
    f === 'recommendations'
      ? settings?.enableSessionRecommendations === true
      : f === 'create-schedule' || f === 'share-schedule'
        ? settings?.enableAddToScheduleButton !== false
        : true;
  // A list with nothing left to show is left out, heading and all.
  const list = (id: string, heading: string, features: readonly Feature[]) => {
    const entries = features.filter(shown);
    return entries.length === 0 ? null : (
      <section aria-labelledby={id}>
        <h3 id={id}>{heading}</h3>
        <ul className="shell-signin__features">
          {entries.map((f) => (
            <li key={f}>{t(`translate.shell.signin-dialog.feature.${f}`)}</li>
          ))}
        </ul>
      </section>
    );
  };
  const dismiss = () => {
    rememberSignInDialogDismissed(Date.now());
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('translate.shell.signin-dialog.title')}
      closeLabel={t('translate.shell.dialog.close')}
      describedBy="shell-signin-description"
      className="shell-signin"
    >
      <p id="shell-signin-description">{t('translate.shell.signin-dialog.description')}</p>
      <div className="shell-signin__lists">
        {list('shell-signin-in-person', t('translate.shell.signin-dialog.in-person'), inPerson)}
        {list('shell-signin-digital', t('translate.shell.signin-dialog.digital'), digital)}
      </div>
      <div className="shell-signin__actions">
        {settings?.allowLogOn !== false && !signedIn ? (
          <Link
            to={signInPath(language, here)}
            className={buttonClass({ variant: 'primary' })}
            onClick={onClose}
          >
            {t('translate.shell.signin-dialog.sign-in')}
          </Link>
        ) : null}
        {settings?.showRegistrationButton ? (
          <Link
            to={`/${language}/get-started`}
            className={buttonClass({ variant: 'secondary' })}
            onClick={onClose}
          >
            {t('translate.shell.signin-dialog.register')}
          </Link>
        ) : null}
        <Button variant="ghost" onClick={dismiss}>
          {t('translate.shell.signin-dialog.not-now')}
        </Button>
      </div>
    </Dialog>
  );
}
