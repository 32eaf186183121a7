import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QaCapture } from '../../api-client/editing';
import { pageSummaries, QaPageSummary } from './QaPageSummary';
import { qaStrings, type QaT } from './strings';

const t = ((key: keyof typeof qaStrings, values?: Record<string, unknown>) =>
  qaStrings[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''))) as unknown as QaT;

const capture = (page: string, attendeeType: string, breakpoint: string, pass: boolean | null, error: string | null = null): QaCapture =>
  ({ key: `${page}~${attendeeType}~${breakpoint}`, page, phaseId: 'live', attendeeType, breakpoint, pass, error, state: 'completed', imageUrl: error ? null : 'x.png', differencePercentage: pass === false ? 4 : 0 }) as QaCapture;

const entries = [
  capture('sessions', 'inperson', 'mobile', false),
  capture('sessions', 'attendee', 'desktop', false),
  capture('sessions', 'attendee', 'mobile', true),
  capture('home', 'anonymous', 'desktop', true),
  capture('home', 'exhibitor', 'tablet', null, 'The page answered HTTP 500.'),
];

describe('QA page summary', () => {
  it('names per page the breakpoints and audiences over the threshold, in the matrix order, and counts errors', () => {
    expect(pageSummaries(entries)).toEqual([
      { page: 'home', breakpoints: [], audiences: [], errors: 1, approvable: ['home~anonymous~desktop'] },
      { page: 'sessions', breakpoints: ['desktop', 'mobile'], audiences: ['attendee', 'inperson'], errors: 0, approvable: ['sessions~inperson~mobile', 'sessions~attendee~desktop', 'sessions~attendee~mobile'] },
    ]);
  });

  it('approves a page or the whole run, never a capture that failed', async () => {
    const onApprove = vi.fn();
    render(<QaPageSummary runId="r1" entries={entries} t={t} approving={false} approvedCount={null} onApprove={onApprove} />);
    const sessions = screen.getByRole('row', { name: /^sessions/ });
    expect(sessions.textContent).toContain('desktop, mobile');
    expect(screen.getByRole('row', { name: /^home/ }).textContent).toContain('nothing');
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve page' })[0]!);
    expect(onApprove).toHaveBeenLastCalledWith(['home~anonymous~desktop']);
    await userEvent.click(screen.getByRole('button', { name: 'Approve the whole run' }));
    expect(onApprove).toHaveBeenLastCalledWith(['home~anonymous~desktop', 'sessions~inperson~mobile', 'sessions~attendee~desktop', 'sessions~attendee~mobile']);
  });
});
