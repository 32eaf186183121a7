import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import type { EditorBlock } from '../state/types';
import { editorMetadataOf } from './meta-props';

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Meta edit's read-only facts about a block: who saved it last, when, and its revision (the server keeps them). */
export function EditorMetadata({ block }: { block: EditorBlock }) {
  const { t } = useTranslation(editorStrings);
  const meta = editorMetadataOf(block);
  return (
    <section className="ed-meta-facts" aria-label={t('translate.editor.meta.facts')}>
      <h3>{t('translate.editor.meta.facts')}</h3>
      {meta ? (
        <dl>
          <dt>{t('translate.editor.meta.edited-by')}</dt>
          <dd>{meta.email ? `${meta.name ?? ''} (${meta.email})` : (meta.name ?? '—')}</dd>
          <dt>{t('translate.editor.meta.edited-at')}</dt>
          <dd>
            {meta.edited ? (
              <time dateTime={meta.edited}>
                {t('translate.editor.meta.time', { val: new Date(meta.edited), formatParams: { val: TIME_FORMAT } })}
              </time>
            ) : (
              '—'
            )}
          </dd>
          <dt>{t('translate.editor.meta.revision')}</dt>
          <dd>{meta.revision ?? 0}</dd>
        </dl>
      ) : (
        <p>{t('translate.editor.meta.never-saved')}</p>
      )}
    </section>
  );
}
