import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Popconfirm, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../paged-list/list-frame';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';
import { useToastAction } from '../paged-list/use-toast-action';

/** What the drawer's form calls back: saved (the drawer closes and says so) or given up. */
interface FormDone {
  onSaved: () => void;
  onCancel: () => void;
}

interface Props<T extends { id: number }> {
  /** The group of the tab's texts in shop-admin.json, which holds `new`, `edit`, `empty`, `deleteConfirm`, `deleted` and `saved`. */
  kind: 'category' | 'item' | 'news';
  /** How `edit` and `deleteConfirm` name a row, in the current language: `{ name }` or `{ title }`. */
  naming: (row: T) => Record<string, string>;
  error: unknown;
  /** Loads the list again (the error's 重試 / Retry button). */
  onRetry?: () => void;
  filters?: ReactNode;
  testId: string;
  /** The tab's own table settings; the frame adds the row key, empty text, scrolling and the actions column. */
  table: Omit<TableProps<T>, 'columns' | 'loading'> & { columns: TableColumnsType<T>; loading: boolean };
  remove: (row: T) => Promise<unknown>;
  removing: boolean;
  /** Words for a refused delete the tab expects; undefined leaves the error code's words. */
  deleteRefusal?: (error: unknown) => string | undefined;
  /** The form in the drawer: for `row`, or for a new one when it is undefined. */
  form: (row: T | undefined, done: FormDone) => ReactNode;
}

/** A shop tab that lists records and creates, edits (in a drawer) and deletes (after a question) them. */
export function CrudTab<T extends { id: number }>(props: Props<T>) {
  const { kind, naming, error, onRetry, filters, testId, table, remove, removing, deleteRefusal, form } = props;
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const { run, message, holder } = useToastAction();
  // undefined: closed; null: a new record; else the one being edited.
  const [editing, setEditing] = useState<T | null | undefined>();
  const close = () => setEditing(undefined);

  const actions: TableColumnsType<T>[number] = {
    key: 'actions',
    title: t('centre:generic.actions'),
    render: (_: unknown, row) => (
      <Space>
        <Button size="small" onClick={() => setEditing(row)}>
          {t('centre:generic.edit')}
        </Button>
        <Popconfirm
          title={t(`${kind}.deleteConfirm`, naming(row))}
          okText={t('centre:generic.delete')}
          cancelText={t('centre:generic.cancel')}
          onConfirm={() => run(() => remove(row), t(`${kind}.deleted`), deleteRefusal)}
        >
          <Button size="small" danger>
            {t('centre:generic.delete')}
          </Button>
        </Popconfirm>
      </Space>
    ),
  };

  return (
    <ListFrame
      error={error}
      onRetry={onRetry}
      toasts={holder}
      filters={filters}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} className="pnc-list-extra">
          {t(`${kind}.new`)}
        </Button>
      }
    >
      <Table<T>
        rowKey="id"
        data-testid={testId}
        locale={{ emptyText: t(`${kind}.empty`) }}
        scroll={{ x: 'max-content' }}
        {...table}
        loading={table.loading || removing}
        columns={[...table.columns, actions]}
      />
      <Drawer
        open={editing !== undefined}
        onClose={close}
        title={editing ? t(`${kind}.edit`, naming(editing)) : t(`${kind}.new`)}
        size="large"
        destroyOnHidden
      >
        {/* A fresh form for each record, so no value of the last one lingers. */}
        <Fragment key={editing?.id ?? 'new'}>
          {form(editing ?? undefined, {
            onSaved: () => {
              void message.success(t(`${kind}.saved`));
              close();
            },
            onCancel: close,
          })}
        </Fragment>
      </Drawer>
    </ListFrame>
  );
}
