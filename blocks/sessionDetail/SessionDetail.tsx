// The session page: everything a visitor needs about one session, with the badge, the streaming windows and the
// buttons following the clock. The server prefetches the session of the route's id (load.ts); the first render
// here reads the same key and hydrates without asking again. This file picks the page's state; SessionPage.tsx
// composes the sections (one file each), and session-state.ts holds the rules they render.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { viewerKeyOrAnonymous, isApiError, useSession } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import { useFixedEventTime, useTranslation, type BlockComponentProps } from '../../renderer';
import type { SessionDetailProps } from '../../schemas/api-types';
import { Button } from '../../ui';
import { useOnSite } from '../shared/on-site';
// First, so the frame's rules come before the sections' in the stylesheet, as they did in one file.
import './page.css';
import { streamingOf, usePageNow } from './page-now';
import { Loading, NotFound } from './PageStates';
import { SessionPage } from './SessionPage';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';

export default function SessionDetail(block: BlockComponentProps<SessionDetailProps>) {
  const onSite = useOnSite();
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  if (!onSite) {
    return (
      <div className="blk-session">
        <p className="blk-session__placeholder">{t('translate.sessionDetail.off-site')}</p>
      </div>
    );
  }
  return <Detail {...block} />;
}

function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <section className="blk-session">
      <p role="alert">{t('translate.sessionDetail.load-error')}</p>
      <Button onClick={retry}>{t('translate.sessionDetail.try-again')}</Button>
    </section>
  );
}

function Detail({ props, componentId }: BlockComponentProps<SessionDetailProps>) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const viewer = viewerKeyOrAnonymous(user);
  const query = useQuery({
    ...catalogSessionQueryOptions(viewer, id),
    enabled: id !== '',
    retryOnMount: false,
  });
  const streaming = useMemo(() => streamingOf(props), [props]);
  // Date testing: this tab's preview date or the server's testing date (the shell's event clock).
  const testingDate = useFixedEventTime();
  const dateTesting = testingDate !== null;
  const { search } = useLocation();
  // ?testing=livestream forces live, only while date testing is on.
  const forceLive = dateTesting && new URLSearchParams(search).get('testing') === 'livestream';
  const now = usePageNow(query.data?.session, streaming, testingDate);

  if (id === '' || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotFound />;
  if (query.isError && !query.data) return <LoadError retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  return (
    <SessionPage
      detail={query.data}
      props={props}
      componentId={componentId}
      streaming={streaming}
      now={now}
      forceLive={forceLive}
    />
  );
}
