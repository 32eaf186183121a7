// The push request's own guard: a host name that resolves to an internal address is refused when connecting, which
// the check of the stored URL (checkPushEndpoint) cannot see.
import { describe, expect, it } from 'vitest';
import { publicOnlyLookup } from './push-request.js';

const lookup = (hostname: string, all: boolean) =>
  new Promise<unknown>((resolve, reject) => {
    publicOnlyLookup(hostname, { all }, (error, address) => (error ? reject(error) : resolve(address)));
  });

describe('the push connection', () => {
  it('refuses a name that resolves to an internal address, both ways Node asks', async () => {
    await expect(lookup('localhost', false)).rejects.toThrow(/internal address/);
    await expect(lookup('localhost', true)).rejects.toThrow(/internal address/);
  });
});
