import { showToast } from '../renderer';

/**
 * Copies `text` and confirms with the spec's toast, whose text the caller makes ("'{text}' copied to clipboard",
 * docs/behaviour/editor.md, Force save). A refused clipboard (permissions, an insecure page) shows an error toast instead.
 * Answers the message shown, or null when the copy failed.
 */
export async function copyToClipboard(text: string, copied: (text: string) => string): Promise<string | null> {
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    showToast(error instanceof Error ? error.message : String(error), 'error');
    return null;
  }
  const message = copied(text);
  showToast(message, 'success');
  return message;
}
