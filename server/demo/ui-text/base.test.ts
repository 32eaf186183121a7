import { describe, expect, it } from 'vitest';
import { errorCodeTable, errorCodes } from '../../../schemas';
import { baseText } from './base';

/** The keys the client adds to the API's codes (renderer/i18n/error-text.ts errorTextStrings). */
const CLIENT_KEYS = ['translate.base.error.generic', 'translate.base.error.network', 'translate.base.error.http', 'translate.base.error.bad-response'];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the error texts in German and Japanese', () => {
  for (const language of ['de', 'ja'] as const) {
    it(`${language}: every error code with the English message's placeholders, the client's keys, nothing else`, () => {
      const texts = baseText[language];
      for (const code of Object.values(errorCodes)) {
        expect(texts[code], code).toBeTruthy();
        expect(placeholders(texts[code] ?? ''), code).toEqual(placeholders(errorCodeTable[code].message));
      }
      for (const key of CLIENT_KEYS) expect(texts[key], key).toBeTruthy();
      expect(Object.keys(texts).sort()).toEqual([...Object.values(errorCodes), ...CLIENT_KEYS].sort());
    });
  }
});
