import { describe, expect, it } from 'vitest';
import { errorCodes } from '../schemas/index.js';
import { ApiError, errorCatalogue } from './errors.js';

describe('error catalogue', () => {
  it('names every code of schemas/api/error-codes.json once', () => {
    expect(Object.values(errorCatalogue).map((e) => e.code).sort()).toEqual(Object.values(errorCodes).sort());
  });
  it('has the conflict key of docs/behaviour/errors-and-limits.md, API errors', () => {
    expect(new ApiError('componentConflict').toBody().code).toBe('translate.base.error.component-settings.conflict');
    expect(new ApiError('componentConflict').statusCode).toBe(409);
  });
});
