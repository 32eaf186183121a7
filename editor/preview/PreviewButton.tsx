import { useState } from 'react';
import { Dialog } from '../../editing';
import { useTranslation } from '../../renderer';
import { Button } from '../../ui';
import type { EditedPageKey } from '../state/types';
import { PreviewView } from './PreviewView';
import { previewStrings, type PreviewT } from './strings';

/** The editor bar's Preview button (content editors and site editors): the preview view in a full-size dialog. */
export function PreviewButton({ page }: { page: EditedPageKey }) {
  const { t } = useTranslation(previewStrings);
  const pt = t as PreviewT;
  // The page being edited is the one the browser shows, read when the view opens (the bar also renders outside a
  // router, in its stories and tests).
  const [path, setPath] = useState<string | null>(null);
  return (
    <>
      <Button size="sm" onClick={() => setPath(window.location.pathname)}>{pt('translate.editor.preview.open')}</Button>
      {path !== null ? (
        <Dialog className="ed-preview-dialog" initialFocus="heading" title={pt('translate.editor.preview.title')} closeLabel={pt('translate.editor.preview.close')} onClose={() => setPath(null)}>
          <PreviewView page={page} path={path} t={pt} />
        </Dialog>
      ) : null}
    </>
  );
}
