import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ApiError, CLIENT_ERROR_CODES } from '../../api-client';
import { addDefaults, addTranslations, createI18n, type I18n } from './i18n';
import { errorKeyOf, errorNamespace, errorText, errorTextStrings, GENERIC_ERROR_KEY, useErrorText } from './error-text';
import { I18nextProvider } from './react';

const apiError = (code: string, message: string, details: unknown = null, status = 409) =>
  new ApiError({ status, code, message, details, path: '/x', method: 'POST' });

const full = () => apiError('translate.base.error.rsvp.full', 'This session and its waitlist are full.', { sessionId: 's1' });

/** An instance in `language` with the mapping's English defaults, as `useErrorText` registers them. */
function instance(language = 'en'): I18n {
  const i18n = createI18n({ language });
  addDefaults(i18n, errorTextStrings, errorNamespace);
  return i18n;
}

const german = {
  [GENERIC_ERROR_KEY]: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'translate.base.error.rsvp.full': 'Diese Session und ihre Warteliste sind voll.',
  'translate.base.error.network': 'Die Verbindung ist fehlgeschlagen.',
};

describe('errorText', () => {
  it('English: the server\'s message for its code, the defaults for the client\'s codes and anything without a code', () => {
    const i18n = instance();
    expect(errorText(i18n, full())).toBe('This session and its waitlist are full.');
    expect(errorText(i18n, apiError(CLIENT_ERROR_CODES.network, 'Network error: Failed to fetch', null, 0))).toBe(errorTextStrings['translate.base.error.network']);
    expect(errorText(i18n, apiError(CLIENT_ERROR_CODES.http, '<html>Bad gateway</html>', null, 502))).toBe(errorTextStrings['translate.base.error.http']);
    expect(errorText(i18n, apiError(CLIENT_ERROR_CODES.badResponse, 'The answer to GET /x is not JSON', null, 200))).toBe(
      errorTextStrings['translate.base.error.bad-response'],
    );
    // A 429 carries the server's code and the rate limiter's text.
    expect(errorText(i18n, apiError('translate.base.error.too-many-requests', 'Slow down, please.', null, 429))).toBe('Slow down, please.');
    expect(errorText(i18n, new TypeError('x is undefined'))).toBe(errorTextStrings[GENERIC_ERROR_KEY]);
    expect(errorText(i18n, 'plain')).toBe(errorTextStrings[GENERIC_ERROR_KEY]);
    expect(errorText(i18n, null)).toBe(errorTextStrings[GENERIC_ERROR_KEY]);
  });

  it('an English text from the API wins over the server\'s message', () => {
    const i18n = instance();
    addTranslations(i18n, 'en', { 'translate.base.error.rsvp.full': 'Full, sorry.' }, errorNamespace);
    expect(errorText(i18n, full())).toBe('Full, sorry.');
  });

  it('German: the texts of the visitor\'s language, the generic text for a code without one, never the server\'s English', () => {
    const i18n = instance('de');
    addTranslations(i18n, 'de', german, errorNamespace);
    expect(errorText(i18n, full())).toBe('Diese Session und ihre Warteliste sind voll.');
    expect(errorText(i18n, apiError(CLIENT_ERROR_CODES.network, 'Network error', null, 0))).toBe('Die Verbindung ist fehlgeschlagen.');
    expect(errorText(i18n, apiError('translate.base.error.rsvp.closed', 'Registration for this session is closed.'))).toBe(german[GENERIC_ERROR_KEY]);
    expect(errorText(i18n, apiError('translate.base.error.not-a-code', 'Nope.'))).toBe(german[GENERIC_ERROR_KEY]);
    expect(errorText(i18n, apiError('SOMETHING_ELSE', 'English words'))).toBe(german[GENERIC_ERROR_KEY]);
    // A client code whose German text is missing is not shown in English either.
    expect(errorText(i18n, apiError(CLIENT_ERROR_CODES.http, 'HTTP 502', null, 502))).toBe(german[GENERIC_ERROR_KEY]);
    expect(errorText(i18n, new Error('boom'))).toBe(german[GENERIC_ERROR_KEY]);
  });

  it('fills the placeholders from the error\'s details', () => {
    const i18n = instance('de');
    addTranslations(i18n, 'de', { 'translate.base.error.bad-request': 'Höchstens {{max}} Teilnehmende ({{field}}).' }, errorNamespace);
    const error = apiError('translate.base.error.bad-request', 'A meeting may have at most 5 attendees.', { field: 'attendeeIds', max: 5 }, 400);
    expect(errorText(i18n, error)).toBe('Höchstens 5 Teilnehmende (attendeeIds).');
    // Details named like i18next's own options stay parameters.
    addTranslations(i18n, 'de', { 'translate.base.error.not-found': '{{ns}} / {{context}} fehlt.' }, errorNamespace);
    expect(errorText(i18n, apiError('translate.base.error.not-found', 'Not found.', { ns: 'a', context: 'b' }, 404))).toBe('a / b fehlt.');
  });

  it('a client feature\'s own refusal key reads from its texts, with its English default as every text of it', () => {
    const i18n = instance('de');
    addTranslations(i18n, 'de', german, errorNamespace);
    addDefaults(i18n, { 'translate.editor.error.id-used': 'This component ID is already used on this page.' });
    const refusal = Object.assign(new Error('Component ID a is already used on this page.'), { code: 'translate.editor.error.id-used' });
    expect(errorText(i18n, refusal)).toBe('This component ID is already used on this page.');
    addTranslations(i18n, 'de', { 'translate.editor.error.id-used': 'Die ID {{id}} ist schon vergeben.' });
    expect(errorText(i18n, Object.assign(refusal, { params: { id: 'a' } }))).toBe('Die ID a ist schon vergeben.');
  });

  it('names the key of a failure', () => {
    expect(errorKeyOf(full())).toBe('translate.base.error.rsvp.full');
    expect(errorKeyOf(apiError(CLIENT_ERROR_CODES.network, ''))).toBe('translate.base.error.network');
    expect(errorKeyOf({ code: 'translate.base.error.x y' })).toBeNull();
    expect(errorKeyOf(new Error('x'))).toBeNull();
  });
});

function Failure({ error }: { error: unknown }) {
  const text = useErrorText();
  return <p role="alert">{text(error)}</p>;
}

describe('useErrorText', () => {
  it('registers the defaults and follows the language', () => {
    const i18n = createI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <Failure error={new Error('internal detail')} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(errorTextStrings[GENERIC_ERROR_KEY]);
    act(() => {
      addTranslations(i18n, 'de', german, errorNamespace);
      void i18n.changeLanguage('de');
    });
    expect(screen.getByRole('alert').textContent).toBe(german[GENERIC_ERROR_KEY]);
  });
});
