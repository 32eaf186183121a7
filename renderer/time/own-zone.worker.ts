// The browser's own time zone, read off the page's main thread: the first Intl format a tab builds sets up the
// engine's locale data (tens of ms on a phone), and a page that hydrated from the server's texts has built none.
// Answers the IANA name, or null when Intl does not know it.
function ownZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

(globalThis as unknown as { postMessage: (message: unknown) => void }).postMessage(ownZone());
