/**
 * A refused editor action. `code` is a translation key (translate.editor.error.*) so the UI shows the translated
 * text; `message` is the English text for logs and tests.
 */
export class EditorActionError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'EditorActionError';
    this.code = code;
  }
}
