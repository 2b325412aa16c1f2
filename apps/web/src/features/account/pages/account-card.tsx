import { Alert } from 'antd';
import type { ReactNode } from 'react';
import './account.css';

/** The frame every account page shares: a centred card on the brand's soft background. */
export function AccountCard(props: {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="pnc-account">
      <section className={`pnc-account-card${props.wide ? ' pnc-account-card-wide' : ''}`} aria-labelledby="account-title">
        <header className="pnc-account-head">
          <span className="pnc-account-icon" aria-hidden="true">
            {props.icon}
          </span>
          <h1 id="account-title" className="pnc-account-title">
            {props.title}
          </h1>
          {props.subtitle && <p className="pnc-account-subtitle">{props.subtitle}</p>}
        </header>
        {props.children}
      </section>
    </div>
  );
}

/** The form's alert for a server error that names no field. */
export function AccountErrorAlert({ message }: { message: string | null }) {
  return message && <Alert className="pnc-account-alert" type="error" showIcon title={<span role="alert">{message}</span>} />;
}
