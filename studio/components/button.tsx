import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-300',
  secondary: 'border border-gray-400 bg-white text-gray-900 hover:bg-gray-100 disabled:text-gray-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300',
  ghost: 'text-gray-800 hover:bg-gray-100 disabled:text-gray-400',
};

/** The Studio's button: its variants, a busy state (spinner, disabled, announced) and focus from studio.css. */
export function Button({
  variant = 'secondary',
  busy = false,
  small = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean; small?: boolean; children: ReactNode }) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md font-medium disabled:cursor-not-allowed ${small ? 'min-h-8 px-2.5 py-1 text-sm' : 'min-h-10 px-4 py-2 text-sm'} ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** A small square button that shows an icon or a symbol; its name comes from `label`. */
export function IconButton({ label, children, className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-8 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400 ${className}`}
      {...rest}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
