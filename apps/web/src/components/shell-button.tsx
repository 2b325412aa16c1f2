import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
  icon?: ReactNode;
  loading?: boolean;
};

/**
 * The shell's own button, styled like antd's (same tokens). antd Button carries its wave effect and
 * compact-space code; the header and landing page use this one so the first load stays within budget.
 */
export function ShellButton({
  variant = 'default',
  size = 'middle',
  icon,
  loading,
  children,
  className,
  disabled,
  ...rest
}: Props) {
  return (
    <button
      type="button"
      className={['pnc-btn', `pnc-btn-${variant}`, `pnc-btn-${size}`, className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="small" /> : icon && <span className="pnc-btn-icon">{icon}</span>}
      {children && <span>{children}</span>}
    </button>
  );
}
