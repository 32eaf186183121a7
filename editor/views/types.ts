import type { SaveComponentAnswer } from '../../api-client';
import type { Environment, RenderableComponent } from '../../renderer';

/** The page document a block belongs to. */
export interface EditedPage {
  layoutId: string;
  phase: string;
  environment: Environment;
}

/**
 * Props every view of the component data modal gets (docs/behaviour/editor.md, Component data modal: ui | edit | diff | changelog |
 * phaseassignment). The modal (editor/data-modal) owns tabs, focus and closing; a view owns its own saving.
 */
export interface DataViewProps {
  /** The block as it is in the editor's working copy of the page. */
  block: RenderableComponent;
  page: EditedPage;
  /**
   * A save of this block in this page landed: the server's answer (the stored block with its new originalHash, and
   * the layout); the editor dispatches it to its store as the one `saved` action.
   */
  onSaved: (result: SaveComponentAnswer) => void;
  /** Close the modal (e.g. phase assignment closes after saving). */
  onClose: () => void;
}
