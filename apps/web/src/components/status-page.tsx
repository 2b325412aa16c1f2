import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

type StatusKind = '404' | '403' | 'login';

/** Brand-coloured badges instead of antd's stock illustrations (blue/purple, off our palette). */
const badge: Record<StatusKind, ReactNode> = {
  '404': <span className="pnc-status-code">404</span>,
  '403': <LockOutlined />,
  login: <UserOutlined />,
};

/** The shared face of 404 / 403 / login-required pages. */
export function StatusPage(props: { kind: StatusKind; title: string; subtitle: string; homeLabel?: string; extra?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="pnc-status-page">
      <Result
        icon={
          <span className="pnc-status-badge" aria-hidden="true">
            {badge[props.kind]}
          </span>
        }
        title={<h1 className="pnc-status-title">{props.title}</h1>}
        subTitle={props.subtitle}
        extra={
          props.extra ??
          (props.homeLabel && (
            <Button type="primary" size="large" onClick={() => navigate('/')}>
              {props.homeLabel}
            </Button>
          ))
        }
      />
    </div>
  );
}
