import { useRestoreBlockVersion, type ChangelogEntry } from '../../api-client/editing';
import { showToast, useTranslation, type RenderableComponent } from '../../renderer';
import { originalHashOf } from './json-edit';
import { JsonDiff } from './JsonDiff';
import { viewStrings } from './strings';
import type { DataViewProps } from './types';
import { useVersionRestore, VersionActions, VersionPreviewPanel } from './VersionActions';
import { RenderedVersion, TIME_FORMAT } from './VersionPreview';

interface BlockVersionProps {
  entry: ChangelogEntry;
  block: RenderableComponent;
  page: DataViewProps['page'];
  /** The entry removed the block: there is no version of it to show. */
  removed: boolean;
  onSaved: DataViewProps['onSaved'];
}

/**
 * One change-log entry's version of a block: Preview (the block rendered as that save left it, and its props against
 * now) and Restore this version (a new save of those props, based on the block as this editor read it, so others'
 * later changes to other fields are kept and a field both changed opens the merge dialog).
 */
export function BlockVersion({ entry, block, page, removed, onSaved }: BlockVersionProps) {
  const { t } = useTranslation(viewStrings);
  const { ref, version, open, setOpen, previewId, error, restoring, restore: restoreWith, landed, dialog } = useVersionRestore(entry);
  const restore = useRestoreBlockVersion({
    mutationConfig: {
      onSuccess: (answer) => {
        if (!landed(answer)) return;
        showToast(
          t('translate.base.component-settings.changelog.restored', { val: new Date(entry.Timestamp), formatParams: { val: TIME_FORMAT }, name: entry.Editor.name }),
          'success',
        );
        onSaved(answer);
      },
    },
  });

  if (removed) return <p className="changelog__note">{t('translate.base.component-settings.changelog.removed')}</p>;
  if (!ref) return <p className="changelog__note">{t('translate.base.component-settings.changelog.no-version')}</p>;

  const run = () =>
    restoreWith((force, resolutions) =>
      restore.mutateAsync({
        ...ref,
        componentId: block.componentId,
        originalHash: originalHashOf(block),
        ...(force ? { force: true } : {}),
        ...(resolutions ? { resolutions } : {}),
      }),
    );

  const then = version.data?.components.find((c) => c.componentId === block.componentId);
  return (
    <div className="changelog__version">
      <VersionActions previewId={previewId} open={open} onToggle={() => setOpen(!open)} restoring={restoring} onRestore={() => void run()} error={error} />
      <VersionPreviewPanel id={previewId} open={open} version={version}>
        {version.data && !then && <p>{t('translate.base.component-settings.changelog.removed')}</p>}
        {then && (
          <>
            <RenderedVersion
              components={[{ ...then, parentId: null, slot: null }]}
              pageId={page.layoutId}
              testId="changelog.preview"
              caption={t('translate.base.component-settings.changelog.preview-caption', {
                id: block.componentId,
                val: new Date(entry.Timestamp),
                formatParams: { val: TIME_FORMAT },
              })}
            />
            <VersionAgainstNow then={then.props} now={block.props ?? {}} />
          </>
        )}
      </VersionPreviewPanel>
      {dialog}
    </div>
  );
}

/** The version's props against the block's props now (left: then, right: now). */
function VersionAgainstNow({ then, now }: { then: unknown; now: unknown }) {
  const { t } = useTranslation(viewStrings);
  const label = t('translate.base.component-settings.changelog.preview-diff');
  if (JSON.stringify(then) === JSON.stringify(now)) return <p>{t('translate.base.component-settings.changelog.same-as-now')}</p>;
  return (
    <>
      <p>{label}</p>
      <JsonDiff left={then} right={now} label={label} />
    </>
  );
}
