// The renewal code is loaded only once this browser holds a session: anonymous visitors never download it.
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from './session-store';
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

  it('starts renewal at once for a stored session', async () => {
    saveSession('token', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    const view = render(<Viewer />);
    await waitFor(() => expect(renewal.started).toBe(1));
    view.unmount();
  });
});
