import type { PageEditorProps } from '../renderer';

/** The page as content editors see it. (Being built: toolbar, insert dialog, data modal.) */
export function PageEditor({ layout, renderLayout }: PageEditorProps) {
  return <>{renderLayout(layout)}</>;
}
