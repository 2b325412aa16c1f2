/** A CSS-only spinner for the shell (antd Spin would add its code to the first load). */
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span className={`pnc-spinner pnc-spinner-${size}`} aria-hidden="true" />;
}
