import { describe, expect, it } from 'vitest';
import type { BreakpointKey } from '../../schemas';
import { cssColor, perDeviceVars, resolvePerDevice, type PerDevice } from './breakpoint-vars';

describe('resolvePerDevice', () => {
  const cases: { rule: string; value: PerDevice<string> | undefined; devices: Partial<Record<BreakpointKey, string>> }[] = [
    {
      rule: 'applies a single value everywhere',
      value: 'a',
      devices: { mobile: 'a', smallTablet: 'a', tablet: 'a', desktop: 'a', ultrawide: 'a' },
    },
    // A value set for Tablet does not reach Mobile or Small tablet.
    {
      rule: 'inherits from the next narrower set key and leaves devices below the first one to the default',
      value: { tablet: 't', ultrawide: 'u' },
      devices: { tablet: 't', desktop: 't', ultrawide: 'u' },
    },
    {
      rule: 'keeps a mobile value to mobile when the next device gives the default back',
      value: { mobile: 'right', smallTablet: '' },
      devices: { mobile: 'right', smallTablet: '', tablet: '', desktop: '', ultrawide: '' },
    },
    { rule: 'gives nothing for nothing', value: undefined, devices: {} },
    { rule: 'gives nothing for nothing', value: {}, devices: {} },
  ];
  for (const { rule, value, devices } of cases) {
    it(`${rule}: ${JSON.stringify(value)}`, () => {
      expect(resolvePerDevice(value)).toEqual(devices);
    });
  }
});

describe('perDeviceVars', () => {
  it('keeps a mobile value to mobile when the next device gives the default back', () => {
    expect(perDeviceVars('sh-align', { mobile: 'right', smallTablet: '' }, (v) => (v === '' ? undefined : v))).toEqual({
      '--sh-align-mobile': 'right',
    });
  });
  it('names one custom property per device and drops unsafe values', () => {
    expect(perDeviceVars('x', { mobile: '#fff', desktop: 'red;}' }, cssColor)).toEqual({
      '--x-mobile': '#fff',
      '--x-smallTablet': '#fff',
      '--x-tablet': '#fff',
    });
  });
});
