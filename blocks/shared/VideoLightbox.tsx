// The video lightbox of action buttons and hero blades: the ui kit's modal (native <dialog>: top layer, the page
// behind inert, Escape and the backdrop close it, focus returns to the opener), dark, wide, with the video's name
// as its heading. The focus starts on the close button: the player inside (a frame or a video) is no control the
// kit's dialog would pick by itself.
import type { ReactNode } from 'react';
import { useTranslation } from '../../renderer';
import { Dialog } from '../../ui';
import { sharedNamespace, sharedStrings } from './strings';
import './video-lightbox.css';

export function VideoLightbox({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean;
  /** The dialog's heading and accessible name. */
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(sharedStrings, sharedNamespace);
  // Nothing in the page while closed (no empty <dialog> in the server's HTML either); mounted open, it opens.
  if (!open) return null;
  return (
    <Dialog
      open
      title={label}
      closeLabel={t('translate.shared.close')}
      onClose={onClose}
      className="blk-lightbox"
      initialFocus="close"
    >
      {children}
    </Dialog>
  );
}
