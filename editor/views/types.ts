import type { Environment, RenderableComponent } from '../../renderer';

/** The page document a block belongs to. */
export interface EditedPage {
  layoutId: string;
  phase: string;
  environment: Environment;
}

/**
 * Props every view of the component data modal gets (spec 001 section 2: ui | edit | diff | changelog |
 * phaseassignment). The modal (editor/data-modal) owns tabs, focus and closing; a view owns its own saving.
 */
export interface DataViewProps {
  /** The block as it is in the editor's working copy of the page. */
  block: RenderableComponent;
  page: EditedPage;
  /** A save landed: the block as the server stored it (new originalHash); the editor puts it into its copy. */
  onSaved: (saved: RenderableComponent) => void;
  /** Close the modal (e.g. phase assignment closes after saving). */
  onClose: () => void;
}
