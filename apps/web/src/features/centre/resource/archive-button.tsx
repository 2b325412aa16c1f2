import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A clinical record's "delete": it is archived, never deleted, and the reason is asked for first (the server
 * refuses an archive without one). A failed archive leaves the dialog open; the record's page shows why.
 */
export function ArchiveButton({ archiving, onArchive }: { archiving: boolean; onArchive: (reason: string) => Promise<void> }) {
  const { t } = useTranslation('centre');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="archive-record">
        {t('archive.action')}
      </Button>
      <Modal
        open={open}
        title={t('archive.title')}
        okText={t('archive.action')}
        cancelText={t('generic.cancel')}
        okButtonProps={{ danger: true, loading: archiving }}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <p>{t('archive.explain')}</p>
        <Form
          form={form}
          layout="vertical"
          name="archive"
          onFinish={async ({ reason }) => {
            try {
              await onArchive(reason.trim());
              setOpen(false);
            } catch {
              setOpen(false);
            }
          }}
        >
          <Form.Item
            name="reason"
            label={t('archive.reason')}
            rules={[{ required: true, whitespace: true, message: t('archive.reasonRequired') }]}
          >
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} data-testid="archive-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
