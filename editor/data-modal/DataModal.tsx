import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent } from 'react';
import { queryKeys, type PageDocument } from '../../api-client';
import type { RenderableComponent } from '../../renderer';
import { useEditorT } from '../i18n/use-editor-t';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import { DATA_VIEWS, type DataView, type EditedPageKey, type EditorBlock } from '../state/types';
import { Modal } from '../ui/Modal';
import { ChangelogView, DiffView, EditView, PhaseAssignmentView, type DataViewProps } from '../views';
import { UiView } from './UiView';

const VIEWS = {
  edit: EditView,
  diff: DiffView,
  changelog: ChangelogView,
  phaseassignment: PhaseAssignmentView,
} as const;

/**
 * The component data modal (spec 001 section 2): tabs for ui | edit | diff | changelog | phaseassignment. It
 * owns tabs, focus and closing; each view owns its saving and hands the stored block back through onSaved.
 */
export function DataModal({ componentId, view, page }: { componentId: string; view: DataView; page: EditedPageKey }) {
  const t = useEditorT();
  const store = useEditorStoreApi();
  const queryClient = useQueryClient();
  const block = useEditorStore((s) => s.components.find((c) => c.componentId === componentId));
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  if (!block) return null;
  const close = () => store.getState().closeModal();
  const choose = (next: DataView) => store.getState().openModal({ kind: 'data', componentId, view: next });

  const onSaved = (saved: RenderableComponent) => {
    // The save hooks put the stored layout into the page query: its hash is the page's new base, provided it
    // already holds this very save.
    const cached = queryClient.getQueryData<{ data: PageDocument }>(
      queryKeys.page(page.environment, page.layoutId, page.phase),
    )?.data;
    const stored = saved as EditorBlock;
    const fresh = cached?.components.some(
      (c) => c.componentId === stored.componentId && c.originalHash === stored.originalHash,
    );
    store.getState().applySaved(stored, fresh ? cached?.hash : undefined);
  };
  const viewProps: DataViewProps = { block, page, onSaved, onClose: close };

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + DATA_VIEWS.length) % DATA_VIEWS.length;
    choose(DATA_VIEWS[next]!);
    tabs.current[next]?.focus();
  };

  const Other = view === 'ui' ? null : VIEWS[view];
  return (
    <Modal title={t('translate.editor.data.title', { id: componentId })} onClose={close}>
      <div role="tablist" aria-label={t('translate.editor.data.views')} className="ed-tabs">
        {DATA_VIEWS.map((v, i) => (
          <button
            key={v}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${v}`}
            aria-selected={v === view}
            aria-controls={`${baseId}-panel`}
            tabIndex={v === view ? 0 : -1}
            onClick={() => choose(v)}
            onKeyDown={(e) => onTabKeyDown(e, i)}
          >
            {t(`translate.editor.data.view.${v}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${view}`}>
        {Other ? <Other {...viewProps} /> : <UiView componentId={componentId} page={page} />}
      </div>
      <div className="ed-actions">
        <button type="button" onClick={close}>
          {t('translate.editor.close')}
        </button>
      </div>
    </Modal>
  );
}
