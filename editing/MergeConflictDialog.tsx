import { useState } from 'react';
import { useTranslation } from '../renderer';
import { Button, Radio } from '../ui';
import { ConflictDialog } from './ConflictDialog';
import type { ConflictField, Resolutions } from './force-save';
import './merge-conflict.css';

/** English defaults of the dialog's keys (an API translation of a key wins). */
export const mergeConflictStrings = {
  'translate.base.component-settings.merge.title': 'Choose which changes to keep',
  'translate.base.component-settings.merge.body':
    'Someone else saved this content after you read it. Their changes to other fields are kept; you both changed the fields below.',
  'translate.base.component-settings.merge.before': 'Before',
  'translate.base.component-settings.merge.theirs': 'Theirs',
  'translate.base.component-settings.merge.mine': 'Mine',
  'translate.base.component-settings.merge.keep-theirs': 'Keep theirs',
  'translate.base.component-settings.merge.keep-mine': 'Keep mine',
  'translate.base.component-settings.merge.save': 'Save my choices',
  'translate.base.component-settings.merge.force': 'Force save: keep mine on these fields',
  'translate.base.component-settings.merge.cancel': 'Cancel',
  'translate.base.component-settings.merge.whole-block': 'the whole block (removed on one side)',
  'translate.base.component-settings.merge.order': 'Order of the blocks',
  'translate.base.component-settings.merge.none': '(none)',
} as const;

type Key = keyof typeof mergeConflictStrings;

export interface MergeConflictDialogProps {
  fields: readonly ConflictField[];
  /** Save again with these choices (the other fields stay merged). */
  onResolve: (resolutions: Resolutions) => void;
  /** Overwrite everything with this editor's version, labelled as such. */
  onForce: () => void;
  onCancel: () => void;
  opener?: HTMLElement | null;
}

const PREVIEW_LIMIT = 240;

/** A field's value as the editor reads it: text as text, anything else as short JSON. */
function preview(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return none;
  const text = typeof value === 'string' ? value.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() : JSON.stringify(value);
  return text.length > PREVIEW_LIMIT ? `${text.slice(0, PREVIEW_LIMIT - 1)}…` : text;
}

const keyOf = (f: ConflictField) => `${f.componentId}\u0000${f.path}`;

/**
 * "No lost work": the server merged everything it could; these are the fields both editors changed. Each
 * shows before / theirs / mine with a choice; saving sends the choices with the same save. Force save is still
 * there, named for what it does. Cancel has the focus first, Escape cancels, focus returns to the opener.
 */
export function MergeConflictDialog({ fields, onResolve, onForce, onCancel, opener }: MergeConflictDialogProps) {
  const { t } = useTranslation();
  const text = (key: Key) => String(t(key, { defaultValue: mergeConflictStrings[key] }));
  const [picks, setPicks] = useState<Record<string, 'mine' | 'theirs'>>({});
  const complete = fields.every((f) => picks[keyOf(f)] !== undefined);
  const fieldName = (f: ConflictField) => {
    if (f.path === '(order)') return text('translate.base.component-settings.merge.order');
    const what = f.path === '(block)' ? text('translate.base.component-settings.merge.whole-block') : f.path.replace(/^props\./, '');
    return `${f.componentId} · ${what}`;
  };
  const resolve = () => {
    const out: Record<string, Record<string, 'mine' | 'theirs'>> = {};
    for (const f of fields) (out[f.componentId] ??= {})[f.path] = picks[keyOf(f)]!;
    onResolve(out);
  };
  const none = text('translate.base.component-settings.merge.none');
  return (
    <ConflictDialog
      title={text('translate.base.component-settings.merge.title')}
      body={text('translate.base.component-settings.merge.body')}
      className="eg-confirm eg-merge"
      cancelLabel={text('translate.base.component-settings.merge.cancel')}
      onCancel={onCancel}
      opener={opener}
      actionsClassName="eg-actions eg-merge__actions"
      actions={
        <>
          <Button size="sm" variant="danger" onClick={onForce}>
            {text('translate.base.component-settings.merge.force')}
          </Button>
          <Button size="sm" variant="primary" onClick={resolve} disabled={!complete}>
            {text('translate.base.component-settings.merge.save')}
          </Button>
        </>
      }
    >
      <div className="eg-merge__fields">
        {fields.map((f) => {
          const key = keyOf(f);
          return (
            <fieldset key={key} className="eg-merge__field">
              <legend>{fieldName(f)}</legend>
              <dl className="eg-merge__values">
                <div>
                  <dt>{text('translate.base.component-settings.merge.before')}</dt>
                  <dd>{preview(f.base, none)}</dd>
                </div>
                <div>
                  <dt>{text('translate.base.component-settings.merge.theirs')}</dt>
                  <dd>{preview(f.theirs, none)}</dd>
                </div>
                <div>
                  <dt>{text('translate.base.component-settings.merge.mine')}</dt>
                  <dd>{preview(f.mine, none)}</dd>
                </div>
              </dl>
              <div className="eg-merge__choice">
                <Radio
                  name={key}
                  label={text('translate.base.component-settings.merge.keep-theirs')}
                  checked={picks[key] === 'theirs'}
                  onChange={() => setPicks((p) => ({ ...p, [key]: 'theirs' }))}
                />
                <Radio
                  name={key}
                  label={text('translate.base.component-settings.merge.keep-mine')}
                  checked={picks[key] === 'mine'}
                  onChange={() => setPicks((p) => ({ ...p, [key]: 'mine' }))}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
    </ConflictDialog>
  );
}
