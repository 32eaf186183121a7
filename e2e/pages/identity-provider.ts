import { expect } from '@playwright/test';
import { PageObject } from './page-object';

/** The identity provider's pages (the local provider of the tests): its sign-in form and its sign-out question. */
export class IdentityProvider extends PageObject {
  readonly heading = this.page.getByRole('heading', { name: 'Sign in', level: 1 });
  readonly email = this.page.getByLabel('Email');
  readonly password = this.page.getByLabel('Password');
  readonly submit = this.page.getByRole('button', { name: 'Sign in' });
  readonly error = this.page.getByRole('alert');
  readonly signOutQuestion = this.page.getByRole('heading', { name: 'Sign out', level: 1 });
  readonly signOut = this.page.getByRole('button', { name: 'Sign out' });

  /** Fills the provider's form and submits it (the provider then sends the browser back to the site). */
  async signIn(email: string, password: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
