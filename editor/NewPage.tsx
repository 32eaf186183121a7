import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, pageQueryOptions } from '../api-client';
import { useSavePage } from '../api-client/editing';
import { Dialog, useSaveErrorMessage } from '../editing';
import { routeTools, siteRoutes, useShell, useTranslation } from '../renderer';
import { EMPTY_LAYOUT_HASH } from '../schemas';
import { Button } from '../ui';
import { editorStrings } from './i18n/strings';
import type { EditedPageKey } from './state/types';
import './canvas/canvas.css';

/**
 * The pages a content editor can start: the site's page routes (docs/behaviour/editor.md; a page is reachable only through
 * its route) without a parameter and not a site tool, by their address below the language.
 */
function pageAddresses(): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const route of siteRoutes) {
    if (route.view !== 'page' || route.path.includes(':') || route.path in routeTools) continue;
    out.set(route.path, route.layoutId);
  }
  return out;
}

/** What the name check says of the typed address. */
type Check =
  | { kind: 'empty' }
  | { kind: 'unknown'; path: string }
  | { kind: 'checking'; path: string }
  | { kind: 'exists'; path: string }
  | { kind: 'free'; path: string; layoutId: string }
  | { kind: 'failed'; path: string };

/** `/en/install`, `en/install/`, `install` → `install`. */
function addressOf(typed: string, language: string): string {
  const path = typed.trim().replace(/^\/+|\/+$/g, '');
  return path.startsWith(`${language}/`) ? path.slice(language.length + 1) : path;
}

/**
 * "New page" (Done when: a content editor builds a new page): a page that has no layout yet cannot be
 * opened in the editor (its route answers not-found), so the editor bar starts one. The editor types or picks the
 * page's address; the name check says as they type whether it is a page of the site and whether it already has a
 * layout in this phase and environment. Create stores an empty layout (from the empty layout's hash, so a layout
 * someone stored meanwhile is a conflict, never overwritten) and opens the page in the editor.
 */
export function NewPage({ page }: { page: EditedPageKey }) {
  const { t } = useTranslation(editorStrings);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('translate.editor.new-page')}
      </Button>
      {open && <NewPageDialog page={page} onClose={() => setOpen(false)} />}
    </>
  );
}

function NewPageDialog({ page, onClose }: { page: EditedPageKey; onClose: () => void }) {
  const { t } = useTranslation(editorStrings);
  const shell = useShell();
  const navigate = useNavigate();
  const ids = useId();
  const addresses = useMemo(pageAddresses, []);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorMessage = useSaveErrorMessage();
  const path = addressOf(typed, shell.language);
  const layoutId = addresses.get(path);
  const shown = `/${shell.language}/${path}`;
  const stored = useQuery({
    ...pageQueryOptions({ page: layoutId ?? '', phase: page.phase, env: page.environment }),
    enabled: layoutId !== undefined,
    retry: false,
  });
  const save = useSavePage();

  let check: Check;
  if (path === '') check = { kind: 'empty' };
  else if (layoutId === undefined) check = { kind: 'unknown', path: shown };
  else if (stored.isPending) check = { kind: 'checking', path: shown };
  else if (stored.isSuccess) check = { kind: 'exists', path: shown };
  else if (isApiError(stored.error) && stored.error.status === 404) check = { kind: 'free', path: shown, layoutId };
  else check = { kind: 'failed', path: shown };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (check.kind !== 'free') return;
    setError(null);
    try {
      await save.mutateAsync({
        page: check.layoutId,
        environment: page.environment,
        phase: page.phase,
        components: [],
        originalPageHash: EMPTY_LAYOUT_HASH,
      });
      onClose();
      void navigate(`/${shell.language}/${path}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const message =
    check.kind === 'empty'
      ? t('translate.editor.new-page.hint')
      : check.kind === 'unknown'
        ? t('translate.editor.new-page.unknown', { path: check.path })
        : check.kind === 'checking'
          ? t('translate.editor.new-page.checking', { path: check.path })
          : check.kind === 'exists'
            ? t('translate.editor.new-page.exists', { path: check.path })
            : check.kind === 'free'
              ? t('translate.editor.new-page.free', {
                  path: check.path,
                  phase: page.phase,
                  environment: page.environment.toUpperCase(),
                })
              : t('translate.editor.new-page.failed', { path: check.path });
  const invalid = check.kind === 'unknown' || check.kind === 'exists' || check.kind === 'failed';
  return (
    <Dialog className="ed-new-page" title={t('translate.editor.new-page.title')} onClose={onClose} closeLabel={t('translate.editor.new-page.close')}>
      <form onSubmit={(e) => void create(e)} noValidate>
        <label htmlFor={`${ids}-address`}>{t('translate.editor.new-page.address')}</label>
        <div className="ed-new-page-address">
          <span aria-hidden="true">/{shell.language}/</span>
          <input
            id={`${ids}-address`}
            className="ui-input"
            list={`${ids}-pages`}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            aria-describedby={`${ids}-check`}
            aria-invalid={invalid || undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <datalist id={`${ids}-pages`}>
          {[...addresses.keys()].map((address) => (
            <option key={address} value={address} />
          ))}
        </datalist>
        <p id={`${ids}-check`} className={invalid ? 'ed-new-page-check ed-error' : 'ed-new-page-check'} role="status" aria-live="polite">
          {message}
          {check.kind === 'exists' && (
            <>
              {' '}
              <a
                href={`/${shell.language}/${path}`}
                onClick={(e) => {
                  e.preventDefault();
                  onClose();
                  void navigate(`/${shell.language}/${path}`);
                }}
              >
                {t('translate.editor.new-page.open')}
              </a>
            </>
          )}
        </p>
        {error && (
          <p role="alert" className="ed-error">
            {error}
          </p>
        )}
        <div className="ed-new-page-actions">
          <Button type="submit" variant="primary" disabled={check.kind !== 'free' || save.isPending}>
            {save.isPending ? t('translate.editor.new-page.creating') : t('translate.editor.new-page.create')}
          </Button>
          <Button type="button" onClick={onClose}>
            {t('translate.editor.new-page.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
