import { useSession } from '../api-client';

/**
 * EDITOR HOOK POINT. The in-place editor is loaded here, and only for content editors, as a lazy chunk so that
 * attendee pages never download it (DESIGN.md section 7):
 *
 *   const Editor = lazy(() => import('../editor'));
 *   ... isContentEditor ? <Suspense fallback={null}><Editor /></Suspense> : null
 *
 * The editor flips edit mode through the renderer's EditModeContext. There is no editor yet, so nothing renders.
 */
export function EditorHookPoint() {
  const { isContentEditor } = useSession();
  if (!isContentEditor) return null;
  return null;
}
