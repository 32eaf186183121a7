import type { TFunction } from '../renderer';
import { showToast } from '../renderer';

/**
 * Copies text and confirms with the spec's toast: "'{text}' copied to clipboard" (spec 001 section 8).
 * Answers the message shown.
 */
export async function copyToClipboard(text: string, t: TFunction): Promise<string> {
  await navigator.clipboard.writeText(text);
  const message = t('translate.editor.clipboard.copied', { text });
  showToast(message, 'success');
  return message;
}
