import type { RenderContextValue, ShellState } from '../../renderer';

/**
 * The render context of a page shown outside edit mode (the side panel's block previews, a saved version): the
 * shell's visitor, phase, environment and language.
 */
export function readOnlyRenderContext(
  shell: Pick<ShellState, 'scopes' | 'signedIn' | 'features' | 'environment' | 'language'>,
  phaseId: string | null,
  pageId: string,
): RenderContextValue {
  const { scopes, signedIn, features, environment, language } = shell;
  return { scopes, signedIn, features, phaseId, editMode: false, environment, language, pageId };
}
