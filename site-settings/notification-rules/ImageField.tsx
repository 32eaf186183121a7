import { useId, useState } from 'react';
import { useUploadSiteFile } from '../../api-client/editing';
import { useErrorText } from '../../renderer';
import { FileField, TextField } from '../../ui';
import type { RuleT } from './strings';

const MIME: Readonly<Record<string, string>> = { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg' };

export interface ImageFieldProps {
  t: RuleT;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * An image of the notification by its address, which an upload fills in (docs/behaviour/notifications.md, Rule form:
 * png, jpeg or jpg, one file): the file goes to the site's uploads and the field takes the address it is served at.
 */
export function ImageField({ t, label, value, onChange, error }: ImageFieldProps) {
  const upload = useUploadSiteFile();
  const errorText = useErrorText();
  const statusId = useId();
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const extension = (file.name.split('.').pop() ?? '').toLowerCase();
    setNote({ text: t('translate.site-settings.notification-rules.field.uploading'), failed: false });
    upload.mutate(
      { file, name: file.name, type: file.type || MIME[extension] || '', purpose: 'image' },
      {
        onSuccess: (stored) => {
          onChange(stored.url);
          setNote({ text: t('translate.site-settings.notification-rules.field.uploaded', { field: label }), failed: false });
        },
        onError: (err) => setNote({ text: errorText(err), failed: true }),
      },
    );
  };
  return (
    <div className="nr-image">
      <TextField
        label={label}
        hint={t('translate.site-settings.notification-rules.field.address.hint')}
        maxLength={2000}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <FileField
        label={t('translate.site-settings.notification-rules.field.upload', { field: label })}
        accept=".png,.jpeg,.jpg,image/png,image/jpeg"
        disabled={upload.isPending}
        aria-describedby={note ? statusId : undefined}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <p id={statusId} role="status" className={note?.failed ? 'nr-error' : 'nr-muted'}>
        {note?.text}
      </p>
    </div>
  );
}
