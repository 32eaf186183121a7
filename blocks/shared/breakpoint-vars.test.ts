import { describe, expect, it } from 'vitest';
import { cssColor, perDeviceVars, resolvePerDevice } from './breakpoint-vars';

describe('resolvePerDevice', () => {
  it('applies a single value everywhere', () => {
    expect(resolvePerDevice('a')).toEqual({
      mobile: 'a',
      smallTablet: 'a',
      tablet: 'a',
      desktop: 'a',
      ultrawide: 'a',
    });
  });
  it('inherits from the next smaller set key, and fills below the first one', () => {
    expect(resolvePerDevice({ tablet: 't', ultrawide: 'u' })).toEqual({
      mobile: 't',
      smallTablet: 't',
      tablet: 't',
      desktop: 't',
      ultrawide: 'u',
    });
  });
  it('gives nothing for nothing', () => {
    expect(resolvePerDevice(undefined)).toEqual({});
    expect(resolvePerDevice({})).toEqual({});
  });
});

describe('perDeviceVars', () => {
  it('names one custom property per device and drops unsafe values', () => {
    expect(perDeviceVars('x', { mobile: '#fff', desktop: 'red;}' }, cssColor)).toEqual({
      '--x-mobile': '#fff',
      '--x-smallTablet': '#fff',
      '--x-tablet': '#fff',
    });
  });
});
