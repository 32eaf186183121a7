import { useEffect } from 'react';
import { Tabs } from '../../editing';
import { useTranslation, type BlockRegistry, type RenderContextValue } from '../../renderer';
import { Button, IconButton } from '../../ui';
import { editorStrings } from '../i18n/strings';
import { InsertPanel } from '../insert/InsertPanel';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import { PANEL_TABS, type EditedPageKey, type PanelTab } from '../state/types';
import { BlockPanel } from './BlockPanel';
import { Outline } from './Outline';
import { PageHistory } from '../views/PageHistory';
import { focusPanel } from './panel-focus';
import './panel.css';

/** Views that need room (Monaco's JSON, the side-by-side diff) widen the panel while they are shown. */
const WIDE_VIEWS: ReadonlySet<string> = new Set(['edit', 'diff']);

/**
 * Tells the page how the panel sits (data-ed-panel on <html>): the page's CSS gives the canvas room beside it
 * (>= 1083 px) or above it (a bottom sheet on smaller screens), and the floating tools keep clear of it.
 */
function usePanelLayout(layout: 'open' | 'wide' | 'folded'): void {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-ed-panel', layout);
    return () => root.removeAttribute('data-ed-panel');
  }, [layout]);
}

/**
 * The editor's side panel (Puck-like): the page stays the canvas and this panel beside it
 * holds the selected block's fields and data views, the page outline and the insert list, one tab at a time. It can
 * be folded to give the page all the room.
 */
export function SidePanel({
  page,
  registry,
  context,
}: {
  page: EditedPageKey;
  registry: BlockRegistry;
  context: RenderContextValue;
}) {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const tab = useEditorStore((s) => s.panelTab);
  const open = useEditorStore((s) => s.panelOpen);
  const wide = useEditorStore((s) => s.panelTab === 'fields' && s.selectedId !== null && WIDE_VIEWS.has(s.blockView));
  // The insert list takes the focus when the editor bar's Insert block opened it.
  const insertFocus = useEditorStore((s) => s.lastAction?.type === 'showPanel' && s.lastAction.focus === true);
  usePanelLayout(!open ? 'folded' : wide ? 'wide' : 'open');

  const show = (next: PanelTab) => store.getState().showPanel(next);
  if (!open) {
    return (
      <aside className="ed-side" data-open="false" aria-label={t('translate.editor.panel')}>
        <Button size="sm" variant="primary" aria-expanded={false} onClick={() => store.getState().setPanelOpen(true)}>
          {t('translate.editor.panel.unfold')}
        </Button>
      </aside>
    );
  }
  return (
    <aside className="ed-side" data-open="true" aria-label={t('translate.editor.panel')}>
      <Tabs
        className="ed-side-tabs"
        label={t('translate.editor.panel.tabs')}
        tabs={PANEL_TABS.map((key) => ({ key, label: t(`translate.editor.panel.tab.${key}`) }))}
        selected={tab}
        onSelect={show}
      >
        {tab === 'fields' && <BlockPanel page={page} registry={registry} />}
        {tab === 'outline' && <Outline registry={registry} />}
        {tab === 'history' && <PageHistory page={page} />}
        {tab === 'insert' && (
          <InsertPanel
            registry={registry}
            context={context}
            autoFocus={insertFocus}
            onClose={() => {
              show('fields');
              focusPanel('tab');
            }}
            onAdded={(id) => {
              store.getState().showBlock(id, 'ui');
              focusPanel('tab');
            }}
          />
        )}
      </Tabs>
      {/* An icon with its name as label and tooltip: a worded button outgrew the room beside the tabs in German. */}
      <IconButton
        size="sm"
        icon="close"
        label={t('translate.editor.panel.fold')}
        className="ed-side-fold"
        aria-expanded={true}
        onClick={() => store.getState().setPanelOpen(false)}
      />
    </aside>
  );
}
