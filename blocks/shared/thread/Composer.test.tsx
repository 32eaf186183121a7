// The shared composer: Enter or the send button sends the trimmed text, and the field keeps the focus either way.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Composer, useComposer } from './Composer';

function Harness({ sent }: { sent: string[] }) {
  const [busy, setBusy] = useState(false);
  const composer = useComposer({
    blank: 'Write a message first.',
    blocked: busy,
    send: (body) => {
      sent.push(body);
      // Busy while it goes, as a mutation in flight is: the send button is disabled meanwhile.
      setBusy(true);
      composer.setText('');
    },
  });
  return <Composer composer={composer} className="c" field={{ label: 'Message' }} maxLength={500} sendLabel="Send" sendDisabled={busy} />;
}

describe('Composer', () => {
  it('gives the focus back to the field after a send with the button, which is disabled while the message goes', async () => {
    const sent: string[] = [];
    render(<Harness sent={sent} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Where is room B?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual(['Where is room B?']);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses blank text with the caller\'s message and keeps the focus in the field', async () => {
    const sent: string[] = [];
    render(<Harness sent={sent} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Write a message first.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
