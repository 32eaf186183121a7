import { useEffect, useId, useMemo, useState } from 'react';
import { BlockList, SafeHtml, useHash, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { TabExplorerProps } from '../../schemas/api-types';
import { Button } from '../../ui';
import { useTabKeys } from '../shared/TabStrip';
import { tabExplorerNamespace, tabExplorerStrings } from './strings';
import { formatTabHash, parseTabHash, resolveTabId } from './tab-hash';
import './tab-explorer.css';

type TabExplorerTab = TabExplorerProps['tabs'][number];

function sortTabs(tabs: readonly TabExplorerTab[]): TabExplorerTab[] {
  return tabs
    .map((tab, index) => ({ tab, index }))
    .filter(({ tab }) => tab && typeof tab.id === 'string' && tab.id !== '')
    .sort((a, b) => (a.tab.order ?? a.index) - (b.tab.order ?? b.index) || a.index - b.index)
    .map(({ tab }) => tab);
}

export default function TabExplorer({ componentId, props }: BlockComponentProps<TabExplorerProps>) {
  const { editMode } = useRenderContext();
  const { t } = useTranslation(tabExplorerStrings, tabExplorerNamespace);
  const [hash, setHash] = useHash();
  const baseId = useId();

  // docs/behaviour/blocks.md: disabled (hidden) tabs are hidden except in edit mode.
  const tabs = useMemo(
    () => sortTabs(props.tabs ?? []).filter((tab) => editMode || !tab.isDisabled),
    [props.tabs, editMode],
  );
  const ids = tabs.map((tab) => tab.id);
  const fromHash = props.disableUrlFragmentUpdate ? null : parseTabHash(hash, componentId);
  // The last choice is kept locally too, so that another explorer taking over the hash does not reset this one.
  const [localId, setLocalId] = useState<string | null>(fromHash);
  useEffect(() => {
    if (fromHash !== null) setLocalId(fromHash);
  }, [fromHash]);
  const requested = fromHash ?? localId;
  const selectedId = resolveTabId(ids, requested, props.defaultTabId);
  const selected = tabs.find((tab) => tab.id === selectedId);
  const select = (id: string) => {
    setLocalId(id);
    if (!props.disableUrlFragmentUpdate) setHash(formatTabHash(componentId, id));
  };
  const { onKeyDown } = useTabKeys(ids, selected?.id ?? '', select);

  if (tabs.length === 0 || !selected) return null;

  const panelId = `${baseId}-panel`;
  const contained = selected.addContentContainer ?? props.sharedTabConfig?.addContentContainer ?? false;

  return (
    <div className="blk-tab-explorer">
      <div
        className="blk-tab-explorer__list"
        role="tablist"
        aria-orientation="horizontal"
        aria-label={props.sharedTabConfig?.ariaLabel || undefined}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected.id;
          const flagged = editMode && tab.isDisabled === true;
          const tabStyle = tab.style ?? props.sharedTabConfig?.style ?? 'default';
          return (
            <Button
              key={tab.id}
              data-tab-key={tab.id}
              variant={isSelected ? 'primary' : 'secondary'}
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              className={`blk-tab-explorer__tab blk-tab-explorer__tab--${tabStyle}${flagged ? ' blk-tab-explorer__tab--flagged' : ''}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              <span>{tab.name || tab.id}</span>
              {tab.tabButtonPostFix ? (
                <span className="blk-tab-explorer__postfix">{tab.tabButtonPostFix}</span>
              ) : null}
              {flagged ? <span className="blk-tab-explorer__flag">{t('translate.tabExplorer.hidden-flag')}</span> : null}
            </Button>
          );
        })}
      </div>
      <div
        className={`blk-tab-explorer__panel${contained ? ' blk-tab-explorer__panel--contained' : ''}`}
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${baseId}-tab-${selected.id}`}
        tabIndex={0}
      >
        {selected.tabBody ? (
          <SafeHtml as="div" className="blk-tab-explorer__body" html={selected.tabBody} />
        ) : null}
        <BlockList parentId={componentId} slot={selected.id} />
      </div>
    </div>
  );
}
