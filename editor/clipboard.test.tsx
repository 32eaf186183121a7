import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { copyToClipboard } from './clipboard';
import { registerEditorStrings } from './i18n/use-editor-t';
import { createTestTranslator } from './test-support/harness';

describe('copyToClipboard', () => {
  it("copies the text and confirms with \"'{text}' copied to clipboard\"", async () => {
    userEvent.setup(); // installs the clipboard stub jsdom lacks
    const translator = createTestTranslator();
    registerEditorStrings(translator);
    const message = await copyToClipboard('hero', translator.t);
    expect(message).toBe("'hero' copied to clipboard");
    expect(await navigator.clipboard.readText()).toBe('hero');
  });
});
