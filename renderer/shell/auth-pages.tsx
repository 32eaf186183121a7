import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Redirect } from './Redirect';
import { RouterLink as Link } from './RouterLink';
import { Button } from '../../ui';
import { useTranslation } from '../i18n/react';
import { errorKeyOf } from '../i18n/error-text';
import { PERSONAS, signIn, signInStartPath, signOutEverywhere, type Persona } from '../../api-client';
import { forbiddenPath, homeUrl, postSignInTarget, safeDestination, signInFailureCode } from './navigation';
import { readReturnLocation } from './return-location';
import { useShell } from './shell-context';
import { useQueryParams } from './use-query-params';
import { htmlLangOf, PSEUDO_LANGUAGE } from '../../schemas';

/**
 * The sign-in page of the built-in development identity provider: one button per demo persona. After sign-in the
 * visitor goes to the return page (the returnUrl query, else the remembered return location) or home; a failed
 * sign-in goes to forbidden with the errorCode (default 500) and errorMessage (docs/behaviour/routes-and-gates.md).
 */
export function LoginPage() {
  const start = signInStartPath();
  return start ? <ProviderSignIn start={start} /> : <PersonaSignIn />;
}

/**
 * Signing in through the identity provider: the page (reached inside the app: a sign-in button, a gate) hands over
 * to the provider at once, with where to come back to; the server sends a /login page request there itself.
 */
function ProviderSignIn({ start }: { start: string }) {
  const { t } = useTranslation();
  const { language } = useShell();
  const params = useQueryParams();
  const dest = postSignInTarget(safeDestination(params.get('returnUrl')) ?? readReturnLocation(), language);
  useEffect(() => {
    window.location.replace(`${start}?${new URLSearchParams({ lang: language, dest }).toString()}`);
  }, [start, language, dest]);
  return (
    <section className="shell-login">
      <h1>{t('translate.shell.login.title')}</h1>
      <p role="status">{t('translate.shell.loading')}</p>
    </section>
  );
}

function PersonaSignIn() {
  const { t } = useTranslation();
  const { language, signedIn, displayName } = useShell();
  const navigate = useNavigate();
  const params = useQueryParams();
  const [busy, setBusy] = useState<Persona | null>(null);

  const choose = async (persona: Persona) => {
    setBusy(persona);
    try {
      await signIn(persona);
      const target = postSignInTarget(safeDestination(params.get('returnUrl')) ?? readReturnLocation(), language);
      void navigate(target, { replace: true });
    } catch (e) {
      setBusy(null);
      void navigate(forbiddenPath(language, signInFailureCode(e), e instanceof Error ? e.message : String(e), errorKeyOf(e)));
    }
  };

  return (
    <section className="shell-login">
      <h1>{t('translate.shell.login.title')}</h1>
      {signedIn && displayName ? <p>{t('translate.shell.login.signed-in-as', { name: displayName })}</p> : null}
      <p>{t('translate.shell.login.intro')}</p>
      <ul className="shell-login__personas">
        {PERSONAS.map((persona) => (
          <li key={persona}>
            <Button variant="secondary" block disabled={busy !== null} aria-busy={busy === persona} onClick={() => void choose(persona)}>
              {t(`translate.shell.persona.${persona}`, { defaultValue: persona })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Signs out and goes home, or to the identity provider to end the session there too (it sends the visitor back).
 * Until its code runs (the server's HTML), the page names what it does.
 */
export function SignOutPage() {
  const { t } = useTranslation();
  const { language } = useShell();
  const params = useQueryParams();
  const reset = params.get('reset') === '1';
  const [done, setDone] = useState(false);
  useEffect(() => {
    let active = true;
    void signOutEverywhere().then((logoutUrl) => {
      if (!active) return;
      // A forgotten password: signed out here, the provider's password reset starts (its session is the reset's).
      const start = reset ? signInStartPath() : null;
      if (start) window.location.replace(`${start}?${new URLSearchParams({ lang: language, reset: '1' }).toString()}`);
      else if (logoutUrl) window.location.assign(logoutUrl);
      else setDone(true);
    });
    return () => {
      active = false;
    };
  }, [language, reset]);
  return done ? (
    <Navigate to={homeUrl(language)} replace />
  ) : (
    <section className="shell-locale">
      <h1>{t('translate.shell.sign-out')}</h1>
    </section>
  );
}

/** The language switcher page: one link per configured language to the same site in that language. */
export function LocalePage() {
  const { t } = useTranslation();
  const { languages: served, settings } = useShell();
  // The pseudo-locale is the editors' tool (the header's switcher offers it to them), not a language to choose here.
  const languages = served.filter((code) => code !== PSEUDO_LANGUAGE);
  const names = new Map((settings?.languages ?? []).map((l) => [l.language, l.langTranslation ?? l.englishLabel ?? l.language]));
  return (
    <section className="shell-locale">
      <h1>{t('translate.shell.locale.title')}</h1>
      <ul>
        {languages.map((code) => (
          <li key={code}>
            <Link to={homeUrl(code)} lang={htmlLangOf(code)} hrefLang={htmlLangOf(code)}>
              {names.get(code) ?? code}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /redirect: go to the same-site `dest` query, else home (no open redirects). /auth-redirect, where a sign-in
 * lands: `dest`, else the remembered return location, else the signed-in home, never a system page. The shell's
 * Redirect: the server answers the page request with the redirect itself, so no empty page is ever shown.
 */
export function RedirectPage() {
  const { language } = useShell();
  const params = useQueryParams();
  const location = useLocation();
  const dest = safeDestination(params.get('dest'));
  const signInLanding = /\/auth-redirect\/?$/.test(location.pathname);
  return <Redirect to={signInLanding ? postSignInTarget(dest ?? readReturnLocation(), language) : (dest ?? homeUrl(language))} />;
}
