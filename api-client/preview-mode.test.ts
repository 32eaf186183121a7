// A preview tab: the grant of its address goes with every call instead of the browser's stored sign-in,
// which it neither reads nor replaces; its session is the audience's.
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, saveSession } from './auth/session-store';
import { configureApiClient } from './config';
import { apiRequest } from './http';
import { getPreviewMode, previewModeOf, setPreviewModeForTests } from './preview-mode';
import { apiTestServerPerFile, sendJson } from './test-support/api-test-server';

const server = apiTestServerPerFile();
const grant = (fields: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ audience: 'inperson', environment: 'uat', date: '2027-05-18T08:00:00.000Z', phase: 'live', expires: 4102444800, ...fields })).toString('base64url')}.signature`;

afterEach(() => setPreviewModeForTests(null));

describe('preview mode', () => {
  it('reads the audience, environment, date and kind of a grant, and nothing of a broken one', () => {
    expect(previewModeOf(grant({}))).toMatchObject({ audience: 'inperson', environment: 'uat', phase: 'live', shared: false, date: new Date('2027-05-18T08:00:00Z') });
    expect(previewModeOf(grant({ link: 'abc' }))?.shared).toBe(true);
    expect(previewModeOf(grant({ audience: 'siteeditor' }))).toBeNull();
    expect(previewModeOf('not-a-grant')).toBeNull();
    expect(previewModeOf(null)).toBeNull();
  });

  it('sends the grant instead of the stored bearer token, and leaves the stored sign-in alone', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    saveSession('editor-token', { scopes: ['contenteditor'] }, new Date(Date.now() + 3_600_000).toISOString());
    const token = grant({});
    setPreviewModeForTests(token);
    expect(getPreviewMode()?.token).toBe(token);
    server.on('GET', '/api/siteeditor', (_req, res) => sendJson(res, 200, {}));
    await apiRequest('/siteeditor');
    const [request] = server.requestsTo('/api/siteeditor');
    expect(request?.headers['x-preview-token']).toBe(token);
    expect(request?.headers.authorization).toBeUndefined();
    // The tab is the in-person attendee, not the editor whose sign-in the browser holds.
    expect(getSession().scopes).toContain('inperson');
    expect(getSession().isContentEditor).toBe(false);
    // Leaving preview mode finds the stored sign-in as it was.
    setPreviewModeForTests(null);
    expect(getSession()).toMatchObject({ isContentEditor: true, token: 'editor-token' });
  });
});
