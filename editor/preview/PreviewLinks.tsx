import { useId, useState } from 'react';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink, type PreviewAudience, type PreviewLink } from '../../api-client/editing';
import { ColumnHeads, copyToClipboard } from '../../editing';
import { useErrorText } from '../../renderer';
import type { Environment } from '../../schemas';
import { Button, LinkButton, Select, TextField } from '../../ui';
import type { EditedPageKey } from '../state/types';
import type { PreviewT } from './strings';

export interface PreviewChoice {
  environment: Environment;
  phase: string;
  date: string;
}

const absolute = (url: string) => (typeof window === 'undefined' ? url : `${window.location.origin}${url}`);

/**
 * Share links of the page: one audience in the environment, phase and date chosen above, open for 7 days
 * unless the editor says otherwise, listed with their state, copied, opened or revoked here.
 */
export function PreviewLinks({ page, path, choice, audiences, t }: { page: EditedPageKey; path: string; choice: PreviewChoice; audiences: readonly PreviewAudience[]; t: PreviewT }) {
  const headingId = useId();
  const errorText = useErrorText();
  const [audience, setAudience] = useState<PreviewAudience>(audiences[0] ?? 'anonymous');
  const [days, setDays] = useState('7');
  const links = usePreviewLinks(page.layoutId);
  const create = useCreatePreviewLink();
  const revoke = useRevokePreviewLink();
  const label = (a: PreviewAudience) => t(`translate.editor.preview.audience.${a}`);
  const chosen = audiences.includes(audience) ? audience : (audiences[0] ?? 'anonymous');
  const dayCount = Number(days);
  const validDays = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 30;
  const error = create.error ?? revoke.error ?? links.error;

  const submit = () => {
    if (!validDays) return;
    create.mutate({ page: page.layoutId, path, ...choice, audience: chosen, days: dayCount });
  };

  return (
    <section className="ed-preview-share" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('translate.editor.preview.share.heading')}</h3>
      <p>{t('translate.editor.preview.share.intro')}</p>
      <div className="ed-preview-share-form">
        <Select compact label={t('translate.editor.preview.share.audience')} value={chosen} onChange={(e) => setAudience(e.target.value as PreviewAudience)}>
          {audiences.map((a) => (
            <option key={a} value={a}>{label(a)}</option>
          ))}
        </Select>
        <TextField compact type="number" min={1} max={30} label={t('translate.editor.preview.share.days')} value={days} onChange={(e) => setDays(e.target.value)} />
        <Button size="sm" variant="primary" disabled={!validDays || create.isPending} onClick={submit}>
          {t('translate.editor.preview.share.create')}
        </Button>
        <span role="status">{create.isSuccess ? t('translate.editor.preview.share.created') : ''}</span>
      </div>
      {error ? <p role="alert">{t('translate.editor.preview.error', { message: errorText(error) })}</p> : null}
      <LinkTable links={links.data?.links ?? []} t={t} label={label} onRevoke={(id) => revoke.mutate({ id, page: page.layoutId })} revoking={revoke.isPending} />
    </section>
  );
}

function LinkTable({ links, t, label, onRevoke, revoking }: { links: readonly PreviewLink[]; t: PreviewT; label: (a: PreviewAudience) => string; onRevoke: (id: string) => void; revoking: boolean }) {
  if (links.length === 0) return <p>{t('translate.editor.preview.share.empty')}</p>;
  return (
    <table className="ed-preview-links">
      <caption className="ui-visually-hidden">{t('translate.editor.preview.share.list')}</caption>
      <ColumnHeads
        labels={[
          t('translate.editor.preview.share.what'),
          t('translate.editor.preview.share.expires'),
          t('translate.editor.preview.share.state'),
          t('translate.editor.preview.share.actions'),
        ]}
      />
      <tbody>
        {links.map((link) => {
          const name = t('translate.editor.preview.share.url', { audience: label(link.audience) });
          return (
            <tr key={link.id} data-state={link.state}>
              <td>{`${label(link.audience)} · ${link.environment} · ${link.phase} · ${link.date.slice(0, 16).replace('T', ' ')} UTC`}</td>
              <td>{`${link.expiresAt.slice(0, 16).replace('T', ' ')} UTC`}</td>
              <td>{t(`translate.editor.preview.share.state.${link.state}`)}</td>
              <td>
                {link.state === 'active' ? (
                  <>
                    <Button size="sm" aria-label={`${t('translate.editor.preview.share.copy')}: ${name}`} onClick={() => void copyToClipboard(absolute(link.url), (text) => t('translate.editor.preview.share.copied', { text }))}>
                      {t('translate.editor.preview.share.copy')}
                    </Button>
                    <LinkButton size="sm" href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${t('translate.editor.preview.share.open')}: ${name}`}>
                      {t('translate.editor.preview.share.open')}
                    </LinkButton>
                    <Button size="sm" variant="danger" disabled={revoking} aria-label={`${t('translate.editor.preview.share.revoke')}: ${name}`} onClick={() => onRevoke(link.id)}>
                      {t('translate.editor.preview.share.revoke')}
                    </Button>
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
