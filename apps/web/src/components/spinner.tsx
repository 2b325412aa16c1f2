import { useTranslation } from 'react-i18next';

/** A CSS-only spinner for the shell (antd Spin would add its code to the first load). */
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span className={`pnc-spinner pnc-spinner-${size}`} aria-hidden="true" />;
}

/**
 * A page or screen waiting for its code or data, inside the painted shell: the CSS spinner, announced as loading.
 * The centre's waits on the way to the room board use it too, so the board's first load carries no antd Spin.
 */
export function Waiting({ className, size }: { className: string; size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status">
      <Spinner size={size} />
      <span className="pnc-visually-hidden">{t('loading.label')}</span>
    </div>
  );
}
