import type { EditorBlock } from '../state/types';
import { blockBaseSchema } from '../../schemas/validators';

/**
 * The common props every block has (schemas/common/block-base.schema.json: visibility, wrapper, anchor link): what
 * meta edit shows and edits instead of the block's content.
 */
const META_PROPS: ReadonlySet<string> = new Set(Object.keys(blockBaseSchema.properties ?? {}));

export function isMetaProperty(name: string): boolean {
  return META_PROPS.has(name);
}

/** Who last saved a block (the stored layout's `editor`); absent on a block never saved. */
export interface BlockEditorMetadata {
  name?: string;
  email?: string;
  id?: string;
  edited?: string;
  revision?: number;
}

/** The editor metadata of a block as stored, when it has any. */
export function editorMetadataOf(block: EditorBlock): BlockEditorMetadata | undefined {
  const meta = (block as { editor?: unknown }).editor;
  return meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as BlockEditorMetadata) : undefined;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/** One badge of meta edit: a translation key of the editor's strings and its values. */
export interface MetaBadge {
  key: 'disabled' | 'blocked' | 'requires' | 'features' | 'phases' | 'anchor' | 'wrapper' | 'edited' | 'never-saved';
  kind: 'warning' | 'rule' | 'info';
  values: Record<string, string | number | Date>;
}

/**
 * The badges meta edit shows on a block's frame: its visibility rules, its anchor, how many wrapper props it sets,
 * and who last saved it; a pure function of the block, so the frame and its tests agree.
 */
export function metaBadgesOf(block: EditorBlock): MetaBadge[] {
  const props = block.props ?? {};
  const out: MetaBadge[] = [];
  if (props.isDisabled === true) out.push({ key: 'disabled', kind: 'warning', values: {} });
  const rule = (key: MetaBadge['key'], prop: string) => {
    const list = strings(props[prop]);
    if (list.length > 0) out.push({ key, kind: 'rule', values: { list: list.join(', ') } });
  };
  rule('blocked', 'blockedScope');
  rule('requires', 'requireScope');
  rule('features', 'requiresFeature');
  rule('phases', 'requiresPhaseId');
  const anchor = props.wrapperAnchorLink as { anchor?: unknown } | undefined;
  if (anchor && typeof anchor.anchor === 'string' && anchor.anchor !== '') {
    out.push({ key: 'anchor', kind: 'info', values: { anchor: anchor.anchor } });
  }
  const wrapper = Object.keys(props).filter((name) => name.startsWith('wrapper') && name !== 'wrapperAnchorLink');
  if (wrapper.length > 0) out.push({ key: 'wrapper', kind: 'info', values: { names: wrapper.join(', ') } });
  const meta = editorMetadataOf(block);
  if (meta?.name || meta?.edited) {
    out.push({
      key: 'edited',
      kind: 'info',
      values: {
        name: meta.name ?? meta.email ?? '?',
        revision: meta.revision ?? 0,
        ...(meta.edited ? { val: new Date(meta.edited) } : {}),
      },
    });
  } else if (!block.originalHash) {
    out.push({ key: 'never-saved', kind: 'info', values: {} });
  }
  return out;
}
