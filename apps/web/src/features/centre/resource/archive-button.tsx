import { ARCHIVE_REASON_MAX } from '@pnc/schemas/limits';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A clinical record's "delete": it is archived, never deleted, and the reason is asked for first (the server
 * refuses an archive without one); a reason over the limit is kept as typed and refused. A failed archive closes the
 * dialog, so the record's page, which shows why, can be read.
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
            } catch {
              // The record's page shows why.
            }
            setOpen(false);
          }}
        >
          <Form.Item
            name="reason"
            label={t('archive.reason')}
            rules={[{ required: true, whitespace: true, message: t('archive.reasonRequired') }, { max: ARCHIVE_REASON_MAX }]}
          >
            <Input.TextArea
              count={{ show: true, max: ARCHIVE_REASON_MAX }}
              autoSize={{ minRows: 2 }}
              data-testid="archive-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
