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
  it('inherits from the next narrower set key and leaves devices below the first one to the default', () => {
    // A value set for Tablet does not reach Mobile or Small tablet.
    expect(resolvePerDevice({ tablet: 't', ultrawide: 'u' })).toEqual({
      tablet: 't',
      desktop: 't',
      ultrawide: 'u',
    });
  });
  it('keeps a mobile value to mobile when the next device gives the default back', () => {
    expect(resolvePerDevice({ mobile: 'right', smallTablet: '' })).toEqual({
      mobile: 'right',
      smallTablet: '',
      tablet: '',
      desktop: '',
      ultrawide: '',
    });
    expect(perDeviceVars('sh-align', { mobile: 'right', smallTablet: '' }, (v) => (v === '' ? undefined : v))).toEqual({
      '--sh-align-mobile': 'right',
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
