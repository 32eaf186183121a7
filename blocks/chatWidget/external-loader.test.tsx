import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_GIVE_UP_MS, LOADER_GLOBAL, LOADER_POLL_MS, loadChatLoader, loaderStylesheetOf, scriptFamilyOf } from './external-loader';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete globals[LOADER_GLOBAL];
  document.head.innerHTML = '';
});

describe('the external chat loader', () => {
  it('a stylesheet per script family for the language, beside the script', () => {
    expect(scriptFamilyOf('ja')).toBe('cjk');
    expect(scriptFamilyOf('de-DE')).toBe('latin');
    expect(loaderStylesheetOf('https://cdn.example/chat/loader.js?v=2', 'ja')).toBe('https://cdn.example/chat/loader.cjk.css?v=2');
    expect(loaderStylesheetOf('https://cdn.example/chat/loader', 'en')).toBe('https://cdn.example/chat/loader.latin.css');
  });

  it('adds the script and stylesheet once, polls every 20 ms and resolves with the loader once it is there', async () => {
    expect(LOADER_POLL_MS).toBe(20);
    const first = loadChatLoader(window, 'https://cdn.example/loader.js', 'en');
    loadChatLoader(window, 'https://cdn.example/loader.js', 'en').cancel();
    expect(document.head.querySelectorAll('script[src="https://cdn.example/loader.js"]').length).toBe(1);
    expect(document.head.querySelectorAll('link[rel="stylesheet"][href="https://cdn.example/loader.latin.css"]').length).toBe(1);
    const loader = { mount: vi.fn() };
    vi.advanceTimersByTime(60);
    globals[LOADER_GLOBAL] = loader;
    vi.advanceTimersByTime(LOADER_POLL_MS);
    await expect(first.loader).resolves.toBe(loader);
  });

  it('gives up after a while (the widget then shows its fallback)', async () => {
    const { loader } = loadChatLoader(window, 'https://cdn.example/never.js', 'en');
    vi.advanceTimersByTime(LOADER_GIVE_UP_MS);
    await expect(loader).resolves.toBeNull();
  });
});
