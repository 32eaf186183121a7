import type { CSSProperties } from 'react';

/**
 * Up to two initials of a name, from its first words that start with a letter or a digit ("Avery Lee" -> "AL",
 * "3M Company" -> "3C"); words of punctuation alone ("-", "(guest)") are passed over.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

interface AvatarProps {
  /** The picture's URL, vetted by the caller; none: the initials. */
  src: string | null | undefined;
  name: string;
  className: string;
  /** Added to `className` on the initials' tile. */
  emptyClassName?: string;
  width: number;
  height: number;
  style?: CSSProperties;
}

/** A person's photo or a company's logo, else the name's initials on a tile; decorative beside the name. */
export function Avatar({ src, name, className, emptyClassName, width, height, style }: AvatarProps) {
  if (!src) {
    return (
      <span className={emptyClassName ? `${className} ${emptyClassName}` : className} style={style} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return <img className={className} style={style} src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}
