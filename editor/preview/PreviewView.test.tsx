// The editor's preview view against the real API: live frames of the real page per audience, for the
// chosen environment, phase and date, each at its width, reloaded by a save; share links made, listed and revoked.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../api-client';
import { setPreviewModeForTests } from '../../api-client/editing';
import { useTranslation } from '../../renderer';
import { realApiPerFile } from '../../test-support/real-api';
import { createTestStore, EditorProviders } from '../test-support/harness';
import { PreviewView } from './PreviewView';
import { previewStrings, type PreviewT } from './strings';

const PHASES = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
];
const settings = { eventPhases: PHASES, testingDate: null, allowLogOn: true, languages: [{ language: 'en', langLocale: 'en-US' }] };
const api = realApiPerFile({ settings: { cont: settings, uat: settings, prod: settings } });
beforeEach(() => api.signIn('contenteditor'));

function View() {
  const { t } = useTranslation(previewStrings);
  return <PreviewView page={{ layoutId: 'home', phase: 'live', environment: 'cont' }} path="/en/home" t={t as PreviewT} />;
}

function renderView() {
  const store = createTestStore([], 'page-hash');
  render(
    <EditorProviders store={store}>
      <View />
    </EditorProviders>,
  );
  return { store };
}

/** The grant a frame opens its page with, as the frame itself reads it. */
function grantOf(frame: HTMLIFrameElement): Record<string, unknown> {
  const url = new URL(frame.getAttribute('src') ?? '', 'http://site.test');
  expect(url.pathname).toBe('/en/home');
  const token = url.searchParams.get('preview') ?? '';
  return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

const frames = () => screen.queryAllByTitle(/^home as /) as HTMLIFrameElement[];

describe('preview view', () => {
  it('shows the page as the four audiences side by side, in the edited environment and phase, at the phase start', async () => {
    renderView();
    await waitFor(() => expect(frames()).toHaveLength(4));
    expect(frames().map((f) => f.title)).toEqual([
      'home as Anonymous, cont, live, 390 px',
      'home as Attendee, cont, live, 390 px',
      'home as In-person, cont, live, 390 px',
      'home as Exhibitor, cont, live, 390 px',
    ]);
    expect(frames().map((f) => grantOf(f).audience)).toEqual(['anonymous', 'attendee', 'inperson', 'exhibitor']);
    for (const frame of frames()) expect(grantOf(frame)).toMatchObject({ environment: 'cont', phase: 'live', date: '2027-05-18T08:00:00.000Z' });
    expect(screen.getByLabelText<HTMLInputElement>('Date and time (UTC)').value).toBe('2027-05-18T08:00');
  });

  it('follows the chosen audiences, environment, date (and its phase) and widths', async () => {
    const user = userEvent.setup();
    renderView();
    await waitFor(() => expect(frames()).toHaveLength(4));
    await user.click(screen.getByRole('checkbox', { name: 'Exhibitor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Anonymous' }));
    await waitFor(() => expect(frames().map((f) => grantOf(f).audience)).toEqual(['attendee', 'inperson']));

    await user.selectOptions(screen.getByLabelText('Environment'), 'uat');
    await waitFor(() => expect(frames().every((f) => grantOf(f).environment === 'uat')).toBe(true));

    const date = screen.getByLabelText('Date and time (UTC)');
    await user.clear(date);
    await user.type(date, '2027-05-22T09:30');
    await waitFor(() => expect(frames().every((f) => grantOf(f).date === '2027-05-22T09:30:00.000Z')).toBe(true));
    expect(screen.getByLabelText<HTMLSelectElement>('Phase').value).toBe('post-event');
    expect(frames().every((f) => grantOf(f).phase === 'post-event')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Width of In-person'), '1083');
    const inPerson = screen.getByTitle('home as In-person, uat, post-event, 1083 px') as HTMLIFrameElement;
    expect(inPerson.style.width).toBe('1083px');
  });

  it('reloads the frames when the editor saves', async () => {
    const { store } = renderView();
    await waitFor(() => expect(frames()).toHaveLength(4));
    const before = frames();
    act(() => store.setState({ baseHash: 'saved-hash' }));
    await waitFor(() => expect(frames()[0]).not.toBe(before[0]));
    expect(frames()).toHaveLength(4);
  });

  it('creates, lists and revokes a share link of the page', async () => {
    const user = userEvent.setup();
    renderView();
    const share = screen.getByRole('region', { name: 'Share a preview link' });
    await waitFor(() => expect(within(share).getByRole<HTMLButtonElement>('button', { name: 'Create link' }).disabled).toBe(false));
    await user.selectOptions(within(share).getByLabelText('Audience of the link'), 'inperson');
    await user.click(within(share).getByRole('button', { name: 'Create link' }));
    const row = await within(share).findByRole('row', { name: /In-person · cont · live · 2027-05-18 08:00 UTC/ });
    expect(within(row).getByRole('cell', { name: 'Active' })).toBeTruthy();
    const open = within(row).getByRole('link', { name: 'Open: Link for In-person' });
    expect(open.getAttribute('href')).toMatch(/^\/en\/home\?preview=/);
    await user.click(within(row).getByRole('button', { name: 'Revoke: Link for In-person' }));
    await waitFor(() => expect(within(share).getByRole('cell', { name: 'Revoked' })).toBeTruthy());
    // A tab opened with the revoked link (its grant on every call) is refused by the server.
    setPreviewModeForTests(decodeURIComponent(open.getAttribute('href')!.split('?preview=')[1]!));
    try {
      await expect(apiRequest('/settings')).rejects.toMatchObject({ status: 410, code: 'translate.base.error.preview.revoked' });
    } finally {
      setPreviewModeForTests(null);
    }
  });
});
