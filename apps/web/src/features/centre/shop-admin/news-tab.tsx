import { PlusOutlined } from '@ant-design/icons';
import type { News } from '@pnc/schemas/shop/news';
import { Button, Drawer, message as antMessage, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { ApiErrorAlert } from '../resource/api-error';
import { formatDateTime } from './format';
import { NewsForm } from './news-form';
import { useAdminNewsQuery, useDeleteNewsMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { StatusTag } from './status-tag';

/** /centre/shop/news — every post, drafts included, newest first; create, edit and delete. */
export function NewsTab() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const [message, messageHolder] = antMessage.useMessage();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const { data, error, isFetching } = useAdminNewsQuery({ limit: page.size, offset: (page.current - 1) * page.size });
  const [remove, removing] = useDeleteNewsMutation();
  const [editing, setEditing] = useState<News | null | undefined>();

  const del = async (post: News) => {
    try {
      await remove(post.id).unwrap();
      void message.success(t('news.deleted'));
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };

  if (error) return <ApiErrorAlert error={error} />;
  return (
    <>
      {messageHolder}
      <div className="pnc-list-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} className="pnc-list-extra">
          {t('news.new')}
        </Button>
      </div>
      <Table<News>
        rowKey="id"
        data-testid="news-table"
        loading={isFetching || removing.isLoading}
        dataSource={data?.results ?? []}
        locale={{ emptyText: t('news.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'title_tw', dataIndex: 'title_tw', title: t('news.fields.title_tw') },
          { key: 'title_en', dataIndex: 'title_en', title: t('news.fields.title_en') },
          {
            key: 'is_published',
            dataIndex: 'is_published',
            title: t('news.fields.is_published'),
            render: (v: boolean) => <StatusTag tone={v ? 'green' : 'grey'}>{t(v ? 'news.published' : 'news.draft')}</StatusTag>,
          },
          {
            key: 'published_at',
            dataIndex: 'published_at',
            title: t('news.fields.published_at'),
            render: (v: string | null) => formatDateTime(v),
          },
          {
            key: 'actions',
            title: t('centre:generic.actions'),
            render: (_: unknown, post) => (
              <Space>
                <Button size="small" onClick={() => setEditing(post)}>
                  {t('centre:generic.edit')}
                </Button>
                <Popconfirm
                  title={t('news.deleteConfirm', { title: pickLang(post, 'title', lang) })}
                  okText={t('centre:generic.delete')}
                  cancelText={t('centre:generic.cancel')}
                  onConfirm={() => del(post)}
                >
                  <Button size="small" danger>
                    {t('centre:generic.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.count ?? 0,
          showTotal: (total) => t('centre:generic.total', { count: total }),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
      <Drawer
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('news.edit', { title: pickLang(editing, 'title', lang) }) : t('news.new')}
        size="large"
        destroyOnHidden
      >
        <NewsForm
          key={editing?.id ?? 'new'}
          post={editing ?? undefined}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            void message.success(t('news.saved'));
            setEditing(undefined);
          }}
        />
      </Drawer>
    </>
  );
}
