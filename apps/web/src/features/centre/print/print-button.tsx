import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** A dashboard's way to its print view (the view prints only when asked there). */
export function PrintButton({ to, label, testId = 'print-open' }: { to: string; label: string; testId?: string }) {
  const navigate = useNavigate();
  return (
    <Button icon={<PrinterOutlined />} onClick={() => void navigate(to)} data-testid={testId}>
      {label}
    </Button>
  );
}
