import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { external as externalAttrs } from '../links';
import { Icon, type IconName } from './Icon';

export type ButtonVariant = 'primary' | 'secondary' | 'chat' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

function buttonClass(variant: ButtonVariant, size: ButtonSize, className?: string): string {
  return ['btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, className].filter(Boolean).join(' ');
}

interface ContentProps {
  icon?: IconName;
  /** Icon after the text instead of before it. */
  iconEnd?: IconName;
  children: ReactNode;
}

function ButtonContent({ icon, iconEnd, children }: ContentProps) {
  return (
    <>
      {icon && <Icon name={icon} />}
      <span>{children}</span>
      {iconEnd && <Icon name={iconEnd} />}
    </>
  );
}

interface ButtonLinkProps extends ContentProps {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** A link styled as a button (navigation and chat deep links). */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'md',
  external,
  className,
  icon,
  iconEnd,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a href={href} className={buttonClass(variant, size, className)} {...(external ? externalAttrs : {})} {...rest}>
      <ButtonContent icon={icon} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </a>
  );
}

interface ButtonProps extends ContentProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  [data: `data-${string}`]: string | boolean | undefined;
}

/** A real <button> for actions a script handles (type="button" unless told otherwise). */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  icon,
  iconEnd,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...rest}>
      <ButtonContent icon={icon} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </button>
  );
}
