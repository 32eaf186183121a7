// Demo images are small inline SVG data URIs: the demo then works offline with no asset files to ship.

const PALETTE = ['#0b5cad', '#7a3fb8', '#0f7b6c', '#b5461d', '#1f6f3f', '#8a2b5c', '#375a9e', '#6b5b12'] as const;

function dataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function colorAt(index: number): string {
  return PALETTE[index % PALETTE.length] as string;
}

/** Square avatar with initials. */
export function avatarImage(initials: string, index: number, size = 96): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colorAt(index)}"/><text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** Wide logo tile with the company name. */
export function logoImage(name: string, index: number): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><rect width="240" height="96" rx="8" fill="#fff" stroke="${colorAt(index)}" stroke-width="4"/><text x="120" y="58" font-family="sans-serif" font-size="22" font-weight="700" fill="${colorAt(index)}" text-anchor="middle">${name}</text></svg>`,
  );
}

/** 16:9 banner with a two-colour gradient and an optional caption. */
export function bannerImage(index: number, caption = ''): string {
  const a = colorAt(index);
  const b = colorAt(index + 3);
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><text x="80" y="820" font-family="sans-serif" font-size="56" fill="#fff">${caption}</text></svg>`,
  );
}

/** The event's logo: a rounded square with a cloud (Nimbus), drawn beside the event name in the header. */
export const eventLogo = dataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5cad"/><stop offset="1" stop-color="#7a3fb8"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#l)"/><path d="M20 44h25a9 9 0 0 0 1-17.9A12 12 0 0 0 23.3 28 8 8 0 0 0 20 44z" fill="#fff"/></svg>`,
);
