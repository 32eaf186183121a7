import { describe, expect, it } from 'vitest';
import { CUSTOM_ACTION_EVENT as SHELL_EVENT, SIGN_IN_ACTION as SHELL_SIGN_IN } from '../../renderer';
import { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION } from './custom-action';

describe('custom action contract', () => {
  it('blocks fire the event and action the shell listens for', () => {
    expect(CUSTOM_ACTION_EVENT).toBe(SHELL_EVENT);
    expect(SIGN_IN_ACTION).toBe(SHELL_SIGN_IN);
  });
});
