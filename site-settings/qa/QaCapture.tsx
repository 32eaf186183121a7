import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQaImage, type QaCapture } from '../../api-client/editing';
import { AUDIENCES } from '../../schemas';
import { Button, RangeInput } from '../../ui';
import { percentText } from './qa-common';
import type { QaT } from './strings';

function Figure({ url, caption, children }: { url: string | null | undefined; caption: string; children?: ReactNode }) {
  const src = useQaImage(url);
  return (
    <figure className="qa-figure">
      <figcaption>{caption}</figcaption>
      {src ? <img src={src} alt={caption} /> : <div className="qa-figure__empty">{children}</div>}
    </figure>
  );
}

/** One capture opened: its numbers, approve and run again, its images and an overlay of capture and baseline. */
export function CaptureDetail(props: {
  entry: QaCapture;
  t: QaT;
  runOpen: boolean;
  onClose: () => void;
  onApprove: () => void;
  approving: boolean;
  approved: boolean;
  onRerun: () => void;
}) {
  const { entry, t } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [overlay, setOverlay] = useState(50);
  const website = useQaImage(entry.imageUrl);
  const baseline = useQaImage(entry.baselineImageUrl);
  const overlayId = useId();
  // Opening a capture moves the focus to it (keyboard users land on what they opened).
  useEffect(() => headingRef.current?.focus(), []);
  const size = (s: { width: number; height: number }) => `${s.width} × ${s.height}`;
  return (
    <section className="qa-detail" aria-labelledby={`${overlayId}-heading`}>
      <div className="qa-detail__head">
        <h4 id={`${overlayId}-heading`} ref={headingRef} tabIndex={-1} className="qa-heading">
          {t('translate.site-settings.qa.cell.heading', { page: entry.page, phase: entry.phaseId, audience: entry.attendeeType, breakpoint: entry.breakpoint })}
        </h4>
        <Button size="sm" variant="ghost" onClick={props.onClose}>{t('translate.site-settings.qa.cell.close')}</Button>
      </div>
      <p>
        {percentText(entry, t)}
        {entry.label ? ` · ${entry.label}` : ''}
        {entry.pass === null ? '' : ` · ${entry.pass ? t('translate.site-settings.qa.matrix.pass') : t('translate.site-settings.qa.matrix.fail')}`}
        {entry.figma ? ` · ${t('translate.site-settings.qa.cell.figma-difference', { value: `${entry.figma.differencePercentage.toFixed(2)} % ${entry.figma.label}` })}` : ''}
      </p>
      {entry.newBaseline ? <p>{t('translate.site-settings.qa.cell.first')}</p> : null}
      {entry.sizeMismatch ? <p>{t('translate.site-settings.qa.cell.size', { current: size(entry.sizeMismatch.current), reference: size(entry.sizeMismatch.reference) })}</p> : null}
      {entry.error ? <p role="alert" className="qa-error">{entry.error}</p> : null}
      <div className="qa-actions">
        <Button size="sm" variant="primary" onClick={props.onApprove} disabled={props.approving || entry.state !== 'completed' || !entry.imageUrl}>
          {t('translate.site-settings.qa.cell.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={props.onRerun} disabled={props.runOpen}>
          {t('translate.site-settings.qa.cell.rerun')}
        </Button>
        {props.approved ? <p role="status">{t('translate.site-settings.qa.cell.approved')}</p> : null}
      </div>
      <div className="qa-figures">
        <Figure url={entry.imageUrl} caption={t('translate.site-settings.qa.cell.website')} />
        <Figure url={entry.figma?.imageUrl ?? null} caption={t('translate.site-settings.qa.cell.figma')}>
          {t('translate.site-settings.qa.cell.no-design')}
        </Figure>
        <Figure url={entry.differenceImageUrl ?? entry.figma?.differenceImageUrl ?? null} caption={t('translate.site-settings.qa.cell.difference')} />
      </div>
      {website && baseline ? (
        <div className="qa-overlay">
          <h5 className="qa-heading">{t('translate.site-settings.qa.cell.overlay')}</h5>
          <label htmlFor={overlayId}>{t('translate.site-settings.qa.cell.overlay-position')}</label>
          <RangeInput id={overlayId} min={0} max={100} value={overlay} onChange={(e) => setOverlay(Number(e.target.value))} />
          <div className="qa-overlay__frame">
            <img src={baseline} alt={t('translate.site-settings.qa.cell.baseline')} />
            <img src={website} alt={t('translate.site-settings.qa.cell.website')} className="qa-overlay__top" style={{ clipPath: `inset(0 ${100 - overlay}% 0 0)` }} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** "Preview as": one page in one phase as every audience, side by side, from the run's captures. */
export function PreviewAs({ t, entries }: { t: QaT; entries: QaCapture[] }) {
  const headingId = useId();
  const first = entries[0];
  if (!first) return null;
  const sorted = [...entries].sort((a, b) => AUDIENCES.indexOf(a.attendeeType) - AUDIENCES.indexOf(b.attendeeType));
  return (
    <section className="qa-detail" aria-labelledby={headingId}>
      <h4 id={headingId} className="qa-heading">
        {t('translate.site-settings.qa.preview.heading', { page: first.page, phase: first.phaseId, breakpoint: first.breakpoint })}
      </h4>
      <div className="qa-figures">
        {sorted.map((e) => (
          <Figure key={e.key} url={e.imageUrl} caption={e.attendeeType}>
            {percentText(e, t)}
          </Figure>
        ))}
      </div>
    </section>
  );
}
