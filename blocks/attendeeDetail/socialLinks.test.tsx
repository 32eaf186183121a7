// The attendee page's social links go through the site's URL rules on render too (values stored before the rule).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createShellI18n, I18nextProvider } from '../../renderer';
import type { Attendee } from '../../schemas/api-types';
import { SocialLinks } from './SocialLinks';

const attendee = (social: Partial<Attendee>) =>
  ({ bluesky: '', youtube: '', instagram: '', twitter: '', linkedin: '', facebook: '', website: '', github: '', ...social }) as Attendee;

describe('SocialLinks', () => {
  it('links handles and web addresses, and leaves out what would go elsewhere or run script', () => {
    render(
      <I18nextProvider i18n={createShellI18n('en')}>
        <SocialLinks
          name="Avery"
          attendee={attendee({
            github: '@avery',
            linkedin: 'https://www.linkedin.com/in/avery',
            website: '/\\evil.example',
            twitter: 'java\tscript:alert(1)',
            facebook: '\u0001javascript:alert(1)',
            instagram: '//evil.example',
          })}
        />
      </I18nextProvider>,
    );
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['LinkedIn (opens in a new tab)', 'https://www.linkedin.com/in/avery'],
      ['GitHub (opens in a new tab)', 'https://github.com/avery'],
    ]);
  });
});
