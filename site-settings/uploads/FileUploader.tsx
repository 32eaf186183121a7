import { useId, useState } from 'react';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  useUploadSiteFile,
  type StoredSiteFile,
  type UploadPurpose,
} from '../../api-client/editing';
import { copyToClipboard } from '../../editing';
import { useErrorText } from '../../renderer';
import type { SiteStrings } from '../settings-editor/strings';
import { Button, FileField, Radio } from '../../ui';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/** Checks a chosen file as the server will (type by name here; the server also checks the bytes). */
export function uploadProblem(
  file: { name: string; size: number },
  purpose: UploadPurpose,
  t: SiteStrings,
): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!UPLOAD_EXTENSIONS[purpose].includes(extension)) {
    return t('translate.site-settings.uploader.wrong-type', { types: UPLOAD_EXTENSIONS[purpose].join(', ') });
  }
  if (file.size > MAX_UPLOAD_BYTES) return t('translate.site-settings.uploader.too-large');
  return null;
}

/**
 * The file uploader (site and content editors): one image, png, jpeg or jpg (a photo may also be gif); shows the URL
 * the file is served at, with copy to clipboard.
 */
export function FileUploader({ t }: { t: SiteStrings }) {
  const upload = useUploadSiteFile();
  const errorText = useErrorText();
  const inputId = useId();
  const errorId = useId();
  const [purpose, setPurpose] = useState<UploadPurpose>('image');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stored, setStored] = useState<StoredSiteFile | null>(null);
  const extensions = UPLOAD_EXTENSIONS[purpose];

  const choose = (next: File | null) => {
    setFile(next);
    setStored(null);
    setError(next ? uploadProblem(next, purpose, t) : null);
  };
  const submit = () => {
    if (!file) return setError(t('translate.site-settings.uploader.choose'));
    const problem = uploadProblem(file, purpose, t);
    if (problem) return setError(problem);
    const extension = (file.name.split('.').pop() ?? '').toLowerCase();
    upload.mutate(
      { file, name: file.name, type: file.type || MIME[extension] || '', purpose },
      {
        onSuccess: (answer) => setStored(answer),
        onError: (err) => setError(t('translate.site-settings.uploader.failed', { message: errorText(err) })),
      },
    );
  };

  return (
    <form
      className="ss-uploader"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend>{t('translate.site-settings.uploader.kind')}</legend>
        {(['image', 'photo'] as const).map((kind) => (
          <Radio
            key={kind}
            name="upload-kind"
            value={kind}
            checked={purpose === kind}
            onChange={() => setPurpose(kind)}
            label={t(
              kind === 'image'
                ? 'translate.site-settings.uploader.kind-image'
                : 'translate.site-settings.uploader.kind-photo',
            )}
          />
        ))}
      </fieldset>
      <FileField
        compact
        id={inputId}
        label={t(
          purpose === 'photo'
            ? 'translate.site-settings.uploader.photo-file'
            : 'translate.site-settings.uploader.file',
        )}
        accept={[...extensions.map((e) => `.${e}`), ...new Set(extensions.map((e) => MIME[e]))].join(',')}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className="ss-field__error">
          {error}
        </p>
      ) : null}
      <Button size="sm" type="submit" disabled={upload.isPending}>
        {upload.isPending
          ? t('translate.site-settings.uploader.uploading')
          : t('translate.site-settings.uploader.upload')}
      </Button>
      {stored ? (
        <p className="ss-uploader__result" role="status">
          {t('translate.site-settings.uploader.url')}{' '}
          <a href={stored.url} target="_blank" rel="noopener noreferrer">
            <code>{stored.url}</code>
          </a>{' '}
          <Button
            size="sm"
            onClick={() =>
              void copyToClipboard(stored.url, (text) =>
                t('translate.site-settings.clipboard.copied', { text }),
              )
            }
          >
            {t('translate.site-settings.uploader.copy')}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
