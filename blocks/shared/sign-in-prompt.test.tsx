// The sign-in prompt: "Sign in" then the reason, and the button asks the shell to sign in for the block.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ACTION_EVENT, type CustomActionDetail } from './custom-action';
import { SignInPrompt } from './SignInPrompt';
import { withEnglish } from './test/english-i18n';

describe('SignInPrompt', () => {
  it('sends the sign-in action for the block, with the reason after the button', async () => {
    const sent: CustomActionDetail[] = [];
    const listen = (e: Event) => sent.push((e as CustomEvent<CustomActionDetail>).detail);
    window.addEventListener(CUSTOM_ACTION_EVENT, listen);
    const { container } = render(
      withEnglish(
        <SignInPrompt componentId="c1" className="note" linkClassName="link">
          to see the room.
        </SignInPrompt>,
      ),
    );
    expect(container.querySelector('p.note')?.textContent).toBe('Sign in to see the room.');
    expect(screen.getByRole('button', { name: 'Sign in' }).className).toBe('link');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    window.removeEventListener(CUSTOM_ACTION_EVENT, listen);
    expect(sent).toEqual([{ componentId: 'c1', action: 'sign-in' }]);
  });

  it("is the ui kit's small secondary button by default", () => {
    const { container } = render(withEnglish(<SignInPrompt componentId="c1">to answer this survey.</SignInPrompt>));
    expect(container.querySelector('p')?.className).toBe('');
    expect(screen.getByRole('button', { name: 'Sign in' }).className).toBe('ui-btn ui-btn--secondary ui-btn--sm');
  });
});
