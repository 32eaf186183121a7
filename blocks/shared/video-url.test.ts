import { describe, expect, it } from 'vitest';
import { isDirectVideoFile, toVideoUrl } from './video-url';

describe('toVideoUrl', () => {
  it('accepts only http and https URLs', () => {
    expect(toVideoUrl('https://www.youtube.com/embed/abc')).toBe('https://www.youtube.com/embed/abc');
    expect(toVideoUrl('http://example.com/v.mp4')).toBe('http://example.com/v.mp4');
    expect(toVideoUrl('HTTPS://EXAMPLE.COM/x')).toBe('HTTPS://EXAMPLE.COM/x');
    expect(toVideoUrl('javascript:alert(1)')).toBeNull();
    expect(toVideoUrl('data:text/html,hi')).toBeNull();
    expect(toVideoUrl('//example.com/v')).toBeNull();
    expect(toVideoUrl('ftp://example.com/v')).toBeNull();
    expect(toVideoUrl('https://')).toBeNull();
    expect(toVideoUrl('')).toBeNull();
    expect(toVideoUrl(undefined)).toBeNull();
    expect(toVideoUrl(null, true)).toBeNull();
  });

  it('appends autoplay=1 with ? or &', () => {
    expect(toVideoUrl('https://v.example.com/embed/1', true)).toBe(
      'https://v.example.com/embed/1?autoplay=1',
    );
    expect(toVideoUrl('https://v.example.com/embed/1?rel=0', true)).toBe(
      'https://v.example.com/embed/1?rel=0&autoplay=1',
    );
    expect(toVideoUrl('https://v.example.com/embed/1?', true)).toBe(
      'https://v.example.com/embed/1?autoplay=1',
    );
    expect(toVideoUrl('https://v.example.com/e?t=1#start', true)).toBe(
      'https://v.example.com/e?t=1&autoplay=1#start',
    );
  });

  it('does not append autoplay twice or without autoplay', () => {
    expect(toVideoUrl('https://v.example.com/e?autoplay=1', true)).toBe('https://v.example.com/e?autoplay=1');
    expect(toVideoUrl('https://v.example.com/e', false)).toBe('https://v.example.com/e');
  });
});

describe('isDirectVideoFile', () => {
  it('tells media files from embeddable pages', () => {
    expect(isDirectVideoFile('https://cdn.example.com/keynote.mp4')).toBe(true);
    expect(isDirectVideoFile('https://cdn.example.com/keynote.webm?x=1')).toBe(true);
    expect(isDirectVideoFile('https://www.youtube.com/embed/abc')).toBe(false);
  });
});
