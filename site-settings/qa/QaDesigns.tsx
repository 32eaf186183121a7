import { useId, useState } from 'react';
import { MAX_QA_DESIGN_BYTES, useQaDesigns, useUploadQaDesign, type QaBreakpointKey } from '../../api-client/editing';
import { useErrorText } from '../../renderer';
import { Button, FileField, Select } from '../../ui';
import { BREAKPOINTS } from './qa-common';
import type { QaT } from './strings';

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** Design images per page and breakpoint: upload one (PNG or JPEG), list those there are. */
export function DesignUploads({ t, pages }: { t: QaT; pages: string[] }) {
  const designs = useQaDesigns();
  const upload = useUploadQaDesign();
  const errorText = useErrorText();
  const [page, setPage] = useState(pages[0] ?? 'home');
  const [breakpoint, setBreakpoint] = useState<QaBreakpointKey>('desktop');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const submit = () => {
    if (!file) return setProblem(t('translate.site-settings.qa.design.choose'));
    const extension = (file.name.split('.').pop() ?? '').toLowerCase();
    const type = file.type || MIME[extension] || '';
    if (!/^image\/(png|jpeg)$/.test(type)) return setProblem(t('translate.site-settings.qa.design.choose'));
    if (file.size > MAX_QA_DESIGN_BYTES) return setProblem(t('translate.site-settings.qa.design.too-large'));
    setProblem(null);
    upload.mutate({ page, breakpoint, file, name: file.name, type });
  };
  const error = problem ?? (upload.isError ? errorText(upload.error) : null);
  return (
    <section className="qa-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="qa-heading">{t('translate.site-settings.qa.design.heading')}</h3>
      <div className="qa-row">
        <Select compact label={t('translate.site-settings.qa.design.page')} value={page} onChange={(e) => setPage(e.target.value)}>
          {pages.map((p) => (
            <option key={p} value={p}>{p}</option>
          ))}
        </Select>
        <Select compact label={t('translate.site-settings.qa.design.breakpoint')} value={breakpoint} onChange={(e) => setBreakpoint(e.target.value as QaBreakpointKey)}>
          {BREAKPOINTS.map((b) => (
            <option key={b.key} value={b.key}>{`${b.key} ${b.width}`}</option>
          ))}
        </Select>
        <FileField
          compact
          label={t('translate.site-settings.qa.design.file')}
          hint={t('translate.site-settings.qa.design.hint')}
          error={error ?? undefined}
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            upload.reset();
            setProblem(null);
          }}
        />
        <Button size="sm" variant="primary" onClick={submit} disabled={upload.isPending}>
          {upload.isPending ? t('translate.site-settings.qa.design.uploading') : t('translate.site-settings.qa.design.upload')}
        </Button>
      </div>
      {upload.isSuccess ? <p role="status">{t('translate.site-settings.qa.design.uploaded', { page: upload.data.page, breakpoint: upload.data.breakpoint })}</p> : null}
      {designs.data && designs.data.designs.length > 0 ? (
        <ul className="qa-designs">
          {designs.data.designs.map((d) => (
            <li key={`${d.page}-${d.breakpoint}`}>
              {`${d.page} · ${d.breakpoint} · `}
              {t('translate.site-settings.qa.design.size', { width: d.width, height: d.height })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('translate.site-settings.qa.design.none')}</p>
      )}
    </section>
  );
}
