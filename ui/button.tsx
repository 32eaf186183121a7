import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The class names of a button look, for links a router renders (react-router's <Link className={...}>). */
export function buttonClass(
  { variant = 'secondary', size = 'md', block = false }: ButtonLook = {},
  extra?: string,
): string {
  return [
    'ui-btn',
    `ui-btn--${variant}`,
    size === 'sm' ? 'ui-btn--sm' : '',
    block ? 'ui-btn--block' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** A button (type="button" unless told otherwise); at least 44 px high, 32 px when small. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

export type DisclosureButtonProps = Omit<ButtonProps, 'aria-expanded' | 'aria-controls' | 'onClick'> & {
  /** Whether what the button shows and hides is shown. */
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls?: string;
  /** Asked for the other state when pressed (not onToggle: that is the DOM's popover event). */
  onExpandedChange: (expanded: boolean) => void;
};

/**
 * A disclosure's button (the shell's language list, the editors' tool lists): it says whether what it controls is
 * shown (aria-expanded, aria-controls) and asks for the other state when pressed.
 */
export function DisclosureButton({ expanded, controls, onExpandedChange, ...rest }: DisclosureButtonProps) {
  return <Button aria-expanded={expanded} aria-controls={controls} onClick={() => onExpandedChange(!expanded)} {...rest} />;
}

export type LinkButtonProps = ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>;

/** A link that looks like a button (it navigates; a Button acts). */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <a className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'children'> & {
  /** The accessible name: an icon button has no visible text. */
  label: string;
  /** A glyph name of ui/icons.css (menu, close, chevron-down, ...), or your own icon. */
  icon: string | ReactNode;
};

/** A square button with an icon and an accessible name. */
export function IconButton({ label, icon, variant = 'ghost', className, ...rest }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      aria-label={label}
      title={label}
      className={['ui-icon-btn', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {typeof icon === 'string' ? <Icon glyph={icon} /> : icon}
    </Button>
  );
}

/** A decorative icon from ui/icons.css (hidden from assistive technology). */
export function Icon({ glyph, className }: { glyph: string; className?: string }) {
  return (
    <span className={className ? `ui-icon ${className}` : 'ui-icon'} data-glyph={glyph} aria-hidden="true" />
  );
}
