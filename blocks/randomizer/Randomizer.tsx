import { useContext, useEffect, useMemo, useState } from 'react';
import {
  RenderBlock,
  isBlockVisible,
  storage,
  useAllChildBlocks,
  useRenderContext,
  useTranslation,
  type BlockComponentProps,
} from '../../renderer';
import type { RandomizerProps } from '../../schemas/api-types';
import { RandomSourceContext, pickIndex } from './random-source';
import { randomizerNamespace, randomizerStrings } from './strings';
import './randomizer.css';

/** Session storage key of a randomizer's kept choice (keepChoiceForSession). */
export function choiceKey(componentId: string): string {
  return `randomizer.choice.${componentId}`;
}

/**
 * Shows one randomly chosen visible child block, drawn once per mount (or once per visit with
 * keepChoiceForSession). Editors see every child, labelled, so each can be edited.
 */
export default function Randomizer({ componentId, props }: BlockComponentProps<RandomizerProps>) {
  const ctx = useRenderContext();
  const { t } = useTranslation(randomizerStrings, randomizerNamespace);
  const random = useContext(RandomSourceContext);
  const [draw] = useState(random);
  const children = useAllChildBlocks(componentId);
  const visible = useMemo(
    () =>
      children.filter((child) => child.props?.isDisabled !== true && isBlockVisible(child.props ?? {}, ctx)),
    [children, ctx],
  );
  const keep = Boolean(props.keepChoiceForSession);
  const kept = keep ? storage.get<string | null>(choiceKey(componentId), null, 'session') : null;
  const chosen =
    visible.find((child) => child.componentId === kept) ?? visible[pickIndex(visible.length, draw)];

  useEffect(() => {
    if (keep && chosen && chosen.componentId !== kept)
      storage.set(choiceKey(componentId), chosen.componentId, 'session');
  }, [keep, chosen, kept, componentId]);

  if (ctx.editMode) {
    const name = props.label || componentId;
    return (
      <div className="blk-randomizer blk-randomizer--edit" role="group" aria-label={t('translate.randomizer.edit.label', { name })}>
        <p className="blk-randomizer__note">{t('translate.randomizer.edit.note', { name, count: children.length })}</p>
        {children.map((child, index) => (
          <div key={child.componentId} className="blk-randomizer__option">
            <p className="blk-randomizer__label">
              {t('translate.randomizer.edit.option', { number: index + 1, total: children.length, id: child.componentId })}
            </p>
            <RenderBlock block={child} />
          </div>
        ))}
      </div>
    );
  }

  return chosen ? <RenderBlock block={chosen} /> : null;
}
