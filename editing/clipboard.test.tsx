import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './clipboard';

const copied = (text: string) => `'${text}' copied to clipboard`;

describe('copyToClipboard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("copies the text and confirms with \"'{text}' copied to clipboard\"", async () => {
    userEvent.setup(); // installs the clipboard stub jsdom lacks
    expect(await copyToClipboard('hero', copied)).toBe("'hero' copied to clipboard");
    expect(await navigator.clipboard.readText()).toBe('hero');
  });

  it('answers null when the clipboard refuses', async () => {
    userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    expect(await copyToClipboard('hero', copied)).toBeNull();
  });
});
