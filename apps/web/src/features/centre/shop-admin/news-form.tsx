import type { News } from '@pnc/schemas/shop/news';
import { Alert, Button, DatePicker, Form, Input, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from './server-errors';
import { type NewsBody, useSaveNewsMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

const FIELDS = ['title_tw', 'title_en', 'is_published', 'published_at', 'body_tw', 'body_en'] as const;
type Field = (typeof FIELDS)[number];
type Values = Omit<NewsBody, 'published_at'> & { published_at?: Dayjs | null };

interface Props {
  post?: News;
  onSaved: (saved: News) => void;
  onCancel: () => void;
}

/** Create or edit a news post: title and text in both languages, published or a draft, and when. */
export function NewsForm({ post, onSaved, onCancel }: Props) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const [form] = Form.useForm<Values>();
  const [save, saving] = useSaveNewsMutation();
  const [error, setError] = useState<string | null>(null);
  const label = (f: Field) => t(`news.fields.${f}`);

  const submit = async ({ published_at, ...v }: Values) => {
    setError(null);
    const body: NewsBody = {
      ...v,
      title_en: v.title_en ?? '',
      body_tw: v.body_tw ?? '',
      body_en: v.body_en ?? '',
      is_published: !!v.is_published,
      published_at: published_at ? published_at.toISOString() : null,
    };
    try {
      onSaved(await save({ id: post?.id, body }).unwrap());
    } catch (e) {
      setError(showServerErrors(form, FIELDS, t, e));
    }
  };

  return (
    <Form
      form={form}
      name={`news-${post?.id ?? 'new'}`}
      layout="vertical"
      initialValues={
        post ? { ...post, published_at: post.published_at ? dayjs(post.published_at) : null } : { is_published: false }
      }
      onFinish={(v) => void submit(v)}
      data-testid="form-news"
      scrollToFirstError
    >
      {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
      <div className="pnc-form-grid">
        <Form.Item name="title_tw" label={label('title_tw')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="title_en" label={label('title_en')} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="is_published" label={label('is_published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="published_at" label={label('published_at')} extra={t('news.publishedAtHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className="pnc-full" />
        </Form.Item>
        <Form.Item name="body_tw" label={label('body_tw')} className="pnc-form-wide" rules={[{ max: 20000 }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} />
        </Form.Item>
        <Form.Item name="body_en" label={label('body_en')} className="pnc-form-wide" rules={[{ max: 20000 }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} />
        </Form.Item>
      </div>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          {t(post ? 'centre:generic.save' : 'centre:generic.create')}
        </Button>
        <Button onClick={onCancel}>{t('centre:generic.cancel')}</Button>
      </Space>
    </Form>
  );
}
