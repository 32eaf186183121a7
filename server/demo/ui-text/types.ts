/** A UI namespace's texts in the demo's other languages (English lives beside the components that use it). */
export interface UiText {
  de: Record<string, string>;
  ja: Record<string, string>;
}
