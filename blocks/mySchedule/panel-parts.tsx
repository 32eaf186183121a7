// The pieces the schedule's tool panels (calendar export, share) have in common: a read-only link with its copy
// button, the panel's live status line and its Close button.
import { useTranslation } from '../../renderer';
import { Button, TextField } from '../../ui';
import { myScheduleNamespace, myScheduleStrings } from './strings';

/** A link to copy: the field selects all on focus; the button copies (see copyWithMessage). */
export function CopyField({
  label,
  value,
  copyLabel,
  onCopy,
}: {
  label: string;
  value: string;
  copyLabel: string;
  onCopy: () => void;
}) {
  return (
    <div className="blk-mysched__feed">
      <TextField label={label} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      <Button size="sm" onClick={onCopy}>
        {copyLabel}
      </Button>
    </div>
  );
}

export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  return (
    <Button size="sm" variant="ghost" onClick={onClose}>
      {t('translate.mySchedule.close')}
    </Button>
  );
}

/** What the last action did, read out as it changes. */
export function PanelStatus({ status }: { status: string }) {
  return (
    <p className="blk-mysched__status" role="status">
      {status}
    </p>
  );
}

/** While the panel's data loads, and if it could not be loaded. */
export function PanelLoading({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean };
  loading: string;
  failed: string;
}) {
  return (
    <>
      {query.isPending ? <p className="blk-mysched__status">{loading}</p> : null}
      {query.isError ? (
        <p className="blk-mysched__error" role="alert">
          {failed}
        </p>
      ) : null}
    </>
  );
}
