import type { TestingDateAnswer, TestingDateBody } from '../../schemas/api-types';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';
import { invalidateSettings } from './site-editor-settings';

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

/** The testing date is a setting: every settings reader and the settings changelog change with it. */
export function useSaveTestingDate({ mutationConfig }: MutationHookOptions<typeof saveTestingDate> = {}) {
  return useWriteMutation(saveTestingDate, (client) => invalidateSettings(client), mutationConfig);
}
