import { useState } from 'react';
import { useLocation } from 'react-router';
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
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>{pt('translate.editor.preview.open')}</Button>
      {open ? (
        <Dialog className="ed-preview-dialog" initialFocus="heading" title={pt('translate.editor.preview.title')} closeLabel={pt('translate.editor.preview.close')} onClose={() => setOpen(false)}>
          <PreviewView page={page} path={pathname} t={pt} />
        </Dialog>
      ) : null}
    </>
  );
}
