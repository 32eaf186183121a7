// The renewal code is loaded only once this browser holds a session: anonymous visitors never download it.
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from './session-store';
import { SessionSnapshotProvider } from './session-snapshot';
import { readStoredSession } from './token-storage';
import { useSession } from './use-session';

const renewal = vi.hoisted(() => ({ started: 0, stopped: 0 }));
vi.mock('./renewal', () => ({
  keepSessionFresh: () => {
    renewal.started += 1;
    return () => {
      renewal.stopped += 1;
    };
  },
}));

function Viewer() {
  const session = useSession();
  return <p>{session.signedIn ? 'signed in' : 'anonymous'}</p>;
}

afterEach(() => {
  clearSession();
  renewal.started = 0;
  renewal.stopped = 0;
});

describe('useSession', () => {
  it('does not start renewal for a visitor without a session, and starts it once they sign in', async () => {
    const view = render(<Viewer />);
    await new Promise((r) => setTimeout(r, 20));
    expect(renewal.started).toBe(0);
    saveSession('token', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    await waitFor(() => expect(renewal.started).toBe(1));
    saveSession('token2', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    await new Promise((r) => setTimeout(r, 20));
    expect(renewal.started).toBe(1);
    view.unmount();
    expect(renewal.stopped).toBe(1);
  });

  it('starts one renewal for a page of many readers, and stops it when the last one goes', async () => {
    saveSession('token', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    const many = render(
      <>
        {Array.from({ length: 50 }, (_, i) => (
          <Viewer key={i} />
        ))}
      </>,
    );
    await waitFor(() => expect(renewal.started).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(renewal.started).toBe(1);
    const one = render(<Viewer />);
    many.unmount();
    expect(renewal.stopped).toBe(0);
    one.unmount();
    expect(renewal.stopped).toBe(1);
  });

  it('starts renewal at once for a stored session', async () => {
    saveSession('token', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    const view = render(<Viewer />);
    await waitFor(() => expect(renewal.started).toBe(1));
    view.unmount();
  });
});

describe('useSession on a page rendered for the visitor', () => {
  const user = { scopes: ['attendee'], eventProfileId: 'p1', displayName: 'Avery', expiry: new Date(Date.now() + 60_000).toISOString() };
  const rendered = { user, expiry: user.expiry };

  function Counted({ renders }: { renders: { count: number } }) {
    const session = useSession();
    renders.count += 1;
    return <p>{session.signedIn ? session.scopes.join(' ') : 'anonymous'}</p>;
  }

  it('answers the rendered state while the same visitor renews (a new token and expiry), and follows a change of scopes', async () => {
    saveSession('token', user, user.expiry);
    const renders = { count: 0 };
    const view = render(
      <SessionSnapshotProvider session={rendered}>
        <Counted renders={renders} />
      </SessionSnapshotProvider>,
    );
    await waitFor(() => expect(renewal.started).toBe(1));
    const before = renders.count;
    const later = new Date(Date.now() + 120_000).toISOString();
    // A renewal: React would re-render every reader of the session, synchronously, for an answer that shows the same.
    act(() => saveSession('token2', { ...user, expiry: later }, later));
    expect(renders.count).toBe(before);
    act(() => saveSession('token3', { ...user, scopes: ['attendee', 'contenteditor'], expiry: later }, later));
    expect(view.container.textContent).toBe('attendee contenteditor');
    view.unmount();
  });
});

describe('the stored session, read by many', () => {
  it('is parsed once per stored text: the same record while the text is the same, a new one after a change', () => {
    saveSession('token', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    const parse = vi.spyOn(JSON, 'parse');
    const first = readStoredSession();
    expect(readStoredSession()).toBe(first);
    expect(parse).toHaveBeenCalledTimes(0);
    parse.mockRestore();
    saveSession('token2', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    expect(readStoredSession()).not.toBe(first);
    expect(readStoredSession()?.token).toBe('token2');
  });

  it('signs every reader out at its expiry, with one timer for all of them', async () => {
    const expiresIn = 400;
    saveSession('token', { scopes: ['attendee'] }, new Date(Date.now() + expiresIn).toISOString());
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const view = render(
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <Viewer key={i} />
        ))}
      </>,
    );
    expect(view.getAllByText('signed in')).toHaveLength(20);
    // Renewal's import and React's own timers aside, the session store set one expiry timer, not one per reader.
    expect(timers.mock.calls.filter(([, wait]) => typeof wait === 'number' && wait > expiresIn / 2)).toHaveLength(1);
    timers.mockRestore();
    await waitFor(() => expect(view.getAllByText('anonymous')).toHaveLength(20), { timeout: 5_000 });
    view.unmount();
  });
});
