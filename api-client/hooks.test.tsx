import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configureApiClient } from './config';
import { usePage } from './content/get-page';
import { createQueryClient } from './query-client';
import { useStaticFallbackActive } from './static-fallback';
import { connectionMessages, pingQueryOptions } from './system/ping';
import { apiTestServerPerFile, sendJson, sendText } from './test-support/api-test-server';

const server = apiTestServerPerFile();


function withClient(ui: ReactNode) {
  const client = createQueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function Page() {
  const { data, error } = usePage({ page: 'home', phase: 'live', env: 'cont' });
  const offline = useStaticFallbackActive();
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>loading</p>;
  return (
    <p>
      {data.data.components.length} blocks{data.fromStaticFallback ? ' (cached copy)' : ''}
      {offline ? ' offline-note' : ''}
    </p>
  );
}

function Connection() {
  const { isError, isSuccess } = useQuery(pingQueryOptions());
  if (isSuccess) return <p>online</p>;
  if (!isError) return <p>checking</p>;
  return (
    <ul>
      {connectionMessages('uat').map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

describe('hooks over a real server', () => {
  it('usePage renders the API answer', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api`, staticBaseUrl: `${server.origin}/static-content` });
    server.on('GET', '/api/content/home--live', (_req, res) =>
      sendJson(res, 200, { id: 'home--live', page: 'home', phase: 'live', environment: 'cont', components: [{}, {}] }),
    );
    withClient(<Page />);
    expect(await screen.findByText('2 blocks')).toBeTruthy();
  });

  it('usePage falls back to the static copy when the API fails and the shell can tell', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api`, staticBaseUrl: `${server.origin}/static-content` });
    server.on('GET', '/api/content/home--live', (_req, res) => sendText(res, 500, 'boom'));
    server.on('GET', '/static-content/cont/content/home--live.json', (_req, res) =>
      sendJson(res, 200, { id: 'home--live', page: 'home', phase: 'live', environment: 'cont', components: [{}] }),
    );
    withClient(<Page />);
    expect(await screen.findByText('1 blocks (cached copy) offline-note')).toBeTruthy();
  });

  it('the ping query shows the connection messages after one failed probe', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    server.on('GET', '/api/ping', (_req, res) => sendText(res, 500, 'down'));
    withClient(<Connection />);
    expect(
      await screen.findByText(
        "Uh oh, looks like there may be an issue with your connection. Please make sure you're connected to the network for full access.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Your IP address may be restricted from accessing this website and you may be seeing a cached version.'),
    ).toBeTruthy();
    expect(server.requestsTo('/api/ping')).toHaveLength(1);
  });
});
