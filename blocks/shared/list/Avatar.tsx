import type { CSSProperties } from 'react';
import { initialsOf } from '../../../schemas';
import './avatar.css';

interface AvatarProps {
  /** The picture's URL, vetted by the caller; none: the initials. */
  src: string | null | undefined;
  name: string;
  className: string;
  /** Added to `className` on the initials' tile. */
  emptyClassName?: string;
  /** A company's logo: the whole picture on white in a thin frame, not cropped. */
  logo?: boolean;
  width: number;
  height: number;
  style?: CSSProperties;
}

/** A person's photo or a company's logo, else the name's initials on a tile; decorative beside the name. */
export function Avatar({ src, name, className, emptyClassName, logo = false, width, height, style }: AvatarProps) {
  if (!src) {
    return (
      <span className={['avatar avatar--empty', className, emptyClassName].filter(Boolean).join(' ')} style={style} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return <img className={`avatar${logo ? ' avatar--logo' : ''} ${className}`} style={style} src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}
