import { useContentChangelog, type ChangelogEntry } from '../../api-client/editing';
import { JsonDiff } from './JsonDiff';
import { viewStrings } from './strings';
import type { DataViewProps } from './types';
import { useErrorText, useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { BlockVersion } from './BlockVersion';
import { restoredLine, TIME_FORMAT } from './VersionPreview';

/** docs/behaviour/editor.md, Component data modal: a changelog entry's diff is at most this tall, and scrolls beyond it. */
export const CHANGELOG_DIFF_MAX_HEIGHT_PX = 1000;

export interface BlockChange {
  entry: ChangelogEntry;
  /** The entry's field values of this block before and after the save, keyed by Field. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The saves of a page layout that touched one block, newest first (the order the server answers). */
export function blockChanges(entries: readonly ChangelogEntry[], componentId: string): BlockChange[] {
  return entries.flatMap((entry) => {
    const mine = entry.Changes.filter((c) => c.Component === componentId);
    if (mine.length === 0) return [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const change of mine) {
      before[change.Field] = change.PreviousValue;
      after[change.Field] = change.CurrentValue;
    }
    return [{ entry, before, after }];
  });
}

/**
 * The changelog view: who saved this block when, and what each save changed; each save's version of the block can be
 * previewed and restored (a restore is a new save, with its own line here).
 */
export function ChangelogView({ block, page, onSaved }: DataViewProps) {
  const { t } = useTranslation(viewStrings);
  const errorText = useErrorText();
  const log = useContentChangelog(`${page.layoutId}--${page.phase}`);

  if (log.isPending) return <p role="status">{t('translate.base.component-settings.changelog.loading')}</p>;
  if (log.isError)
    return <p role="alert">{t('translate.base.error.load', { message: errorText(log.error) })}</p>;
  const changes = blockChanges(log.data, block.componentId);
  // The server answers the log in pages (newest first): older saves are read on request.
  const older = log.hasNextPage && (
    <Button
      size="sm"
      onClick={() => void log.fetchNextPage()}
      disabled={log.isFetchingNextPage}
      aria-busy={log.isFetchingNextPage}
    >
      {t('translate.base.component-settings.changelog.older')}
    </Button>
  );
  if (changes.length === 0) {
    return (
      <>
        <p>{t('translate.base.component-settings.changelog.empty')}</p>
        {older}
      </>
    );
  }
  return (
    <>
      <ol
        className="data-view data-view--changelog changelog"
        aria-label={t('translate.base.component-settings.changelog.label', { id: block.componentId })}
      >
        {changes.map(({ entry, before, after }) => (
          <li key={entry.Id ?? `${entry.Timestamp}-${entry.Editor.email}`} className="changelog__entry">
            <p>
              <time dateTime={entry.Timestamp}>
                {t('translate.base.component-settings.changelog.time', {
                  val: new Date(entry.Timestamp),
                  formatParams: { val: TIME_FORMAT },
                })}
              </time>{' '}
              {t('translate.base.component-settings.changelog.by', {
                name: entry.Editor.name,
                email: entry.Editor.email,
              })}
              {entry.Forced && <> · {t('translate.base.component-settings.changelog.forced')}</>}
            </p>
            {entry.RestoredFrom && <p className="changelog__restored">{restoredLine(entry, t)}</p>}
            <div
              className="changelog__diff"
              data-testid="changelog.diff"
              // Focusable so keyboard users can scroll a diff taller than the cap.
              tabIndex={0}
              style={{ maxHeight: `${CHANGELOG_DIFF_MAX_HEIGHT_PX}px`, overflow: 'auto' }}
            >
              <JsonDiff left={before} right={after} label={entry.Timestamp} />
            </div>
            <BlockVersion entry={entry} block={block} page={page} removed={after.block === null} onSaved={onSaved} />
          </li>
        ))}
      </ol>
      {older}
    </>
  );
}
