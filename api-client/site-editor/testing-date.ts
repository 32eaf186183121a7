import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingDateAnswer, TestingDateBody } from '../api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';

/**
 * The server test date for everyone (settings testingDate; null turns date testing off), with the settings
 * hash it was read with (GET /settings answers it). Content editors may call it, unlike POST /siteeditor.
 */
export type SaveTestingDateInput = TestingDateBody;
export type SaveTestingDateResult = TestingDateAnswer;

/** POST /siteeditor/testing-date */
export function saveTestingDate(input: SaveTestingDateInput, signal?: AbortSignal): Promise<SaveTestingDateResult> {
  return apiRequest<SaveTestingDateResult>('/siteeditor/testing-date', { method: 'POST', body: input, signal });
}

export function useSaveTestingDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTestingDateInput) => saveTestingDate(input),
    // The testing date is a setting: every settings reader and the settings changelog change with it.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.allSettings() });
      void client.invalidateQueries({ queryKey: queryKeys.siteEditor() });
      void client.invalidateQueries({ queryKey: queryKeys.settingsChangelog() });
    },
  });
}
