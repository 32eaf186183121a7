import { resolvePerDevice, type PerDevice } from './breakpoint-vars';
import { safeMediaSrc } from '../../renderer';

// Lower bounds of the device ranges (renderer breakpoints: sm 540, md 768, lg 1084, uw 1921).
const MEDIA: readonly [key: 'ultrawide' | 'desktop' | 'tablet' | 'smallTablet', query: string][] = [
  ['ultrawide', '(min-width: 1921px)'],
  ['desktop', '(min-width: 1084px)'],
  ['tablet', '(min-width: 768px)'],
  ['smallTablet', '(min-width: 540px)'],
];

/** An image given once or per breakpoint, as <picture> so the browser fetches only the one it shows. */
export function ResponsiveImage({
  src,
  alt,
  className,
}: {
  src: PerDevice<string> | null | undefined;
  alt: string;
  className?: string;
}) {
  const byDevice = resolvePerDevice(src);
  const fallback = safeMediaSrc(byDevice.mobile);
  if (!fallback) return null;
  const sources = MEDIA.flatMap(([key, media]) => {
    const url = safeMediaSrc(byDevice[key]);
    return url && url !== fallback ? [{ key, media, url }] : [];
  });
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.key} media={s.media} srcSet={s.url} />
      ))}
      <img className={className} src={fallback} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
