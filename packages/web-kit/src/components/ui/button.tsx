import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { type ButtonVariant, buttonClasses } from './button-styles';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  fullWidth?: boolean;
  /**
   * A money action: the second click of a double click does nothing (a submit button does not submit). Being
   * disabled while the request runs is not enough when the server answers before the second click lands.
   */
  once?: boolean;
}

/** The second (or later) click of a multiple click, which a money button ignores. */
export function isRepeatClick(event: MouseEvent): boolean {
  return event.detail > 1;
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  once = false,
  type = 'button',
  disabled,
  className = '',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // On a prerendered page before its script runs, a form would submit natively: a GET with every field, the
  // password too, in the address. Its submit button waits for hydration; a page rendered in the browser never waits.
  const isHydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || loading || (type === 'submit' && !isHydrated)}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, `${fullWidth ? 'w-full' : ''} ${className}`, Boolean(disabled) && !loading)}
      onClick={(event) => {
        if (once && isRepeatClick(event)) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
