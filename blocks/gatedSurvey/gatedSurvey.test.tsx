// The gated survey block against the real API (the fixture store with migration 010's surveys): an unavailable
// survey closes the overlay with its message (docs/behaviour/evaluations.md) and stays gated; a submit that fails still keeps
// the flag per component and unlocks the content; a visitor with the flag sees the ungated variant at once.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api-client';
import { showToast, storage } from '../../renderer';
import { realApiPerFile } from '../../test-support/real-api';
import { block, renderBlocks } from '../shared/test/render-blocks';
import { submittedKey } from './GatedSurvey';

vi.mock('../../renderer', async (original) => ({
  ...(await original<typeof import('../../renderer')>()),
  showToast: vi.fn(),
}));

const api = realApiPerFile();
let client: QueryClient;

const PROPS = {
  heading: 'Unlock the pack',
  ungatedHeading: 'Your pack',
  ungatedLink: { href: '/media/pack.zip', text: 'Download' },
};

async function renderSurvey(componentId: string, props: Record<string, unknown> = {}) {
  client = createQueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (page: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/digital-swag']}>{page}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderBlocks([block(componentId, 'gatedSurvey', { ...PROPS, ...props })], {}, wrap);
}

afterEach(() => {
  client?.clear();
  vi.mocked(showToast).mockClear();
  localStorage.clear();
});

describe('gatedSurvey block', () => {
  it('closes the overlay of an unavailable survey with its message and stays gated', async () => {
    await renderSurvey('closed-survey');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take the survey' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('This survey has closed. Thank you for your interest.', 'info'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Unlock the pack' })).toBeTruthy();
    expect(storage.get(submittedKey('closed-survey'), false)).toBe(false);
  });

  it('unlocks after a failed submit too, keeping the flag per component', async () => {
    const user = userEvent.setup();
    await renderSurvey('swag-copy', { surveyId: 'swag-survey' });
    await user.click(screen.getByRole('button', { name: 'Take the survey' }));
    await user.click(await screen.findByRole('radio', { name: 'Developer' }));
    // The server refuses this one (the visitor gets the error toast) and the content unlocks all the same.
    api.failNext('POST', '/survey/swag-survey/submit', 500, {
      code: 'translate.base.error.internal-server-error',
      message: 'Something went wrong.',
      details: null,
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Your pack' })).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('Something went wrong.', 'error');
    expect(storage.get(submittedKey('swag-copy'), false)).toBe(true);
  });

  it('shows the ungated variant to a visitor who submitted before', async () => {
    storage.set(submittedKey('swag-survey'), true);
    await renderSurvey('swag-survey');
    expect(await screen.findByRole('heading', { name: 'Your pack' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/media/pack.zip');
  });
});
