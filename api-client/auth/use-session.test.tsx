import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from './session-store';
import { signOut } from './sign-in';
import { TOKEN_STORAGE_KEY } from './token-storage';
import { useSession } from './use-session';

function Who() {
  const session = useSession();
  return (
    <p>
      {session.signedIn ? `in:${session.scopes.join(',')}` : 'out'}
      {session.isContentEditor ? ' editor' : ''}
      {session.isSiteEditor ? ' admin' : ''}
    </p>
  );
}

describe('useSession', () => {
  it('re-renders on sign-in and sign-out and keeps the record in localStorage', () => {
    render(<Who />);
    expect(screen.getByText('out')).toBeTruthy();
    act(() => saveSession('t', { scopes: ['contenteditor'] }, new Date(Date.now() + 60_000).toISOString()));
    expect(screen.getByText('in:contenteditor editor')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 't' });
    act(() => signOut());
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows a site editor as content editor and administrator', () => {
    saveSession('t', { scopes: ['siteeditor', 'lang-en-us'] }, new Date(Date.now() + 60_000).toISOString());
    render(<Who />);
    expect(screen.getByText('in:siteeditor,lang-en-us editor admin')).toBeTruthy();
  });

  it('signs out on its own when the token expires', async () => {
    saveSession('t', { scopes: ['attendee'] }, new Date(Date.now() + 150).toISOString());
    render(<Who />);
    expect(screen.getByText('in:attendee')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByText('out')).toBeTruthy();
  });

  it('drops a damaged record', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '{not json');
    render(<Who />);
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
