import { useCallback, useContext, useSyncExternalStore } from 'react';
import { LiveBlocksContext, useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { metaBadgesOf } from '../panel/meta-props';
import type { EditorBlock } from '../state/types';

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const subscribeNowhere = () => () => undefined;

/**
 * Meta edit's badges on a block's frame: its visibility rules (disabled, blocked and
 * required scopes, features, phases), its anchor, the wrapper props it sets and who saved it last, when and at
 * which revision. It follows this block's edits through the live blocks, so an edit in the panel shows at once
 * without re-rendering the page.
 */
export function MetaBadges({ componentId }: { componentId: string }) {
  const { t } = useTranslation(editorStrings);
  const live = useContext(LiveBlocksContext);
  const subscribe = useCallback(
    (onChange: () => void) => (live ? live.subscribe(componentId, onChange) : subscribeNowhere()),
    [live, componentId],
  );
  const block = useSyncExternalStore(subscribe, () => live?.get(componentId)) as EditorBlock | undefined;
  if (!block) return null;
  const badges = metaBadgesOf(block);
  if (badges.length === 0) return null;
  return (
    <ul className="ed-meta-badges" aria-label={t('translate.editor.meta.badges', { id: componentId })}>
      {badges.map((badge) => (
        <li key={badge.key} className={`ed-meta-badge ed-meta-badge--${badge.kind}`}>
          {t(`translate.editor.meta.badge.${badge.key}${badge.key === 'edited' && !badge.values.val ? '-undated' : ''}`, {
            ...badge.values,
            formatParams: { val: TIME_FORMAT },
          })}
        </li>
      ))}
    </ul>
  );
}
