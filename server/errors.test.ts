import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, errorCodeTable } from './errors.js';

describe('error catalogue', () => {
  it('is the same as schemas/api/error-codes.json, which the client reads', () => {
    const shared = JSON.parse(readFileSync(new URL('../schemas/api/error-codes.json', import.meta.url), 'utf8')) as unknown;
    expect(shared).toEqual(errorCodeTable());
  });
  it('has the conflict key of spec 001 section 8', () => {
    expect(new ApiError('componentConflict').toBody().code).toBe('translate.base.error.component-settings.conflict');
    expect(new ApiError('componentConflict').statusCode).toBe(409);
  });
});
