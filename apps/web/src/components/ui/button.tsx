import type { ButtonHTMLAttributes } from 'react';
import { type ButtonVariant, buttonClasses } from './button-styles';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, `${fullWidth ? 'w-full' : ''} ${className}`)}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
