import { useId, useState, type ReactNode } from 'react';
import { useTranslation, type Environment } from '../../renderer';
import { Dialog } from '../../editing';
import { Button, TextField } from '../../ui';
import { environmentLabel } from '../views/environments';
import { isEmptySummary, type LayoutSummary, type TranslationSummary } from './push-summary';
import { pushStrings } from './strings';

/** The environment whose pushes ask for its name to be typed. */
export const GUARDED_ENVIRONMENT: Environment = 'prod';

export interface PushConfirmDialogProps {
  title: string;
  /** Where the push writes: its label names the summary; prod asks for its name to be typed. */
  target: Environment;
  /** What changes in the target's blocks. */
  layout: LayoutSummary;
  /** What changes in the target's texts, per language (only for pushes that carry translations). */
  translations?: readonly TranslationSummary[] | null;
  /** Edits the push would not carry: the push is refused until they are saved or undone. */
  unsaved: boolean;
  /** The refusal's text (the page's or the block's). */
  unsavedText?: string;
  /** Extra choices above the summary (the next-phase push's merge or replace). */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

function ids(list: readonly string[]): string {
  return list.join(', ');
}

/**
 * The confirmation of every push: what changes in the target (blocks added, removed, changed with
 * their props, translations added and changed per language), refused while there are unsaved edits, and for prod
 * the environment's name typed before the push button works. The focus starts on the first control (the mode choice,
 * the name field or Cancel), never on Push.
 */
export function PushConfirmDialog({
  title,
  target,
  layout,
  translations,
  unsaved,
  unsavedText,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: PushConfirmDialogProps) {
  const { t } = useTranslation(pushStrings);
  const summaryId = useId();
  const nameId = useId();
  const [typed, setTyped] = useState('');
  const guarded = target === GUARDED_ENVIRONMENT;
  const label = environmentLabel(target);
  const named = !guarded || typed.trim() === target;

  return (
    <Dialog title={title} role="alertdialog" describedBy={summaryId} onClose={onCancel} className="ed-modal ed-push-confirm">
      {unsaved && (
        <p role="alert" className="ed-push-confirm__refused">
          {unsavedText ?? t('translate.base.push-confirm.unsaved')}
        </p>
      )}
      {children}
      <section id={summaryId} aria-labelledby={`${summaryId}-h`} className="ed-push-summary">
        <h3 id={`${summaryId}-h`}>{t('translate.base.push-confirm.summary', { target: label })}</h3>
        {isEmptySummary(layout) ? (
          <p>{t('translate.base.push-confirm.no-block-change')}</p>
        ) : (
          <ul>
            {layout.added.length > 0 && (
              <li className="ed-push-summary__added">
                {t('translate.base.push-confirm.added', { count: layout.added.length, ids: ids(layout.added) })}
              </li>
            )}
            {layout.removed.length > 0 && (
              <li className="ed-push-summary__removed">
                {t('translate.base.push-confirm.removed', { count: layout.removed.length, ids: ids(layout.removed) })}
              </li>
            )}
            {layout.changed.length > 0 && (
              <li className="ed-push-summary__changed">
                {t('translate.base.push-confirm.changed', { count: layout.changed.length })}
                <ul>
                  {layout.changed.map((c) => (
                    <li key={c.componentId}>
                      {t('translate.base.push-confirm.changed-block', { id: c.componentId, props: ids(c.props) })}
                    </li>
                  ))}
                </ul>
              </li>
            )}
            {layout.unchanged > 0 && <li>{t('translate.base.push-confirm.unchanged', { count: layout.unchanged })}</li>}
          </ul>
        )}
        {translations && (
          <>
            <h4>{t('translate.base.push-confirm.translations')}</h4>
            {translations.length === 0 ? (
              <p>{t('translate.base.push-confirm.no-translations')}</p>
            ) : (
              <ul>
                {translations.map((s) => (
                  <li key={s.language}>
                    {t('translate.base.push-confirm.translation-language', {
                      language: s.language,
                      added: s.added.length,
                      changed: s.changed.length,
                    })}
                    {s.added.length + s.changed.length > 0 && (
                      <span className="ed-push-summary__keys">
                        {' '}
                        {t('translate.base.push-confirm.translation-keys', { keys: ids([...s.added, ...s.changed]) })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      {guarded && !unsaved && (
        <TextField
          compact
          className="ed-field"
          id={nameId}
          label={t('translate.base.push-confirm.type-name', { name: target })}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setTyped(e.target.value)}
        />
      )}
      <div className="eg-actions">
        <Button size="sm" onClick={onCancel}>
          {t('translate.base.push-confirm.cancel')}
        </Button>
        <Button size="sm" variant="primary" disabled={unsaved || !named} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
