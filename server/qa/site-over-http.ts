// What a QA run asks of the site it captures over HTTP: example ids for detail pages (the server's own runs and
// npm run qa), and, for npm run qa and bench/qa, preview grants: a content editor's session of the demo sign-in asks
// the site for frame grants (POST /api/preview/frames), as the editor's preview view does, for the site's own
// environment, which its pages name (`<meta name="site-env">`).
import type { CatalogSessionList } from '../../schemas/api-types.js';
import type { Audience } from './matrix.js';
import type { QaPhase } from './capture.js';

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  return (await answer.json()) as T;
}

/**
 * Example ids for the detail layouts a QA run captures: the site's first session for `sessions-detail`. A detail
 * page without one is a failed cell that says so.
 */
export async function exampleDetailIds(baseUrl: string): Promise<Record<string, string>> {
  // Typed by the catalog's answer: its cards name a session by sessionId (reading an `id` they lack left every run
  // without an example).
  const first = await json<Pick<CatalogSessionList, 'items'>>(`${baseUrl}/api/session?pageSize=12`).catch(() => ({ items: [] }));
  const id = first.items[0]?.sessionId;
  return id ? { 'sessions-detail': id } : {};
}

export function remotePreviewGrants(baseUrl: string): (audience: Audience, phase: QaPhase) => Promise<string> {
  let editor: Promise<{ token: string; environment: string }> | undefined;
  const session = () => {
    editor ??= (async () => {
      const page = await (await fetch(`${baseUrl}/`)).text();
      const environment = /<meta name="site-env" content="([a-z]+)">/.exec(page)?.[1];
      if (!environment) throw new Error(`${baseUrl}/ names no site environment (<meta name="site-env">).`);
      const { token } = await json<{ token: string }>(`${baseUrl}/api/auth/dev/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: 'contenteditor' }),
      });
      return { token, environment };
    })();
    editor.catch(() => (editor = undefined));
    return editor;
  };
  return async (audience, phase) => {
    const { token, environment } = await session();
    const { frames } = await json<{ frames: { audience: string; token: string }[] }>(`${baseUrl}/api/preview/frames`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ environment, phase: phase.id, date: phase.start, audiences: [audience] }),
    });
    const frame = frames.find((f) => f.audience === audience);
    if (!frame) throw new Error(`The site gave no preview grant for ${audience}.`);
    return frame.token;
  };
}
