import { showToast } from '../../renderer';

/** The clipboard message of spec 001 section 8: "'{text}' copied to clipboard". */
export type CopiedMessage = (text: string) => string;

/** Copies `text` and confirms it with a toast; a refused clipboard (permissions, insecure page) shows an error toast. */
export async function copyToClipboard(text: string, copied: CopiedMessage): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(copied(text), 'success');
    return true;
  } catch (error) {
    showToast(error instanceof Error ? error.message : String(error), 'error');
    return false;
  }
}
