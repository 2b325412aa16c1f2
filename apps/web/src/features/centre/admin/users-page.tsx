import { roles } from '@pnc/schemas/common';
import type { CentreUser } from '@pnc/schemas/centre/user';
import { message as antMessage, Select, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { selectUser } from '../../account/userSlice';
import { ApiErrorAlert } from '../resource/api-error';
import { useRoleAtLeast } from '../resource/display';
import { useCentreUsersQuery, useCentreUserUpdateMutation } from '../resource/resource-api';

/** /centre/users — managers read the user list; admins change roles and switch accounts on or off. */
export default function UsersPage() {
  const { t } = useTranslation(['centre', 'errors']);
  const [message, messageHolder] = antMessage.useMessage();
  const admin = useRoleAtLeast('admin');
  const me = useAppSelector(selectUser);
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [role, setRole] = useState<string | undefined>();
  const { data, error, isFetching } = useCentreUsersQuery({
    limit: page.size,
    offset: (page.current - 1) * page.size,
    ...(role && { role }),
  });
  const [update, updating] = useCentreUserUpdateMutation();
  const save = async (id: number, patch: { role?: string; is_active?: boolean }) => {
    try {
      await update({ id, ...patch }).unwrap();
      void message.success(t('users.saved'));
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };
  if (error) return <ApiErrorAlert error={error} />;
  return (
    <>
      {messageHolder}
      <div className="pnc-list-toolbar">
        <div className="pnc-filters">
          <Select
            allowClear
            className="pnc-filter"
            placeholder={t('user.fields.role')}
            aria-label={t('user.fields.role')}
            value={role}
            onChange={(v?: string) => {
              setRole(v);
              setPage((p) => ({ ...p, current: 1 }));
            }}
            options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          />
        </div>
      </div>
      <Table<CentreUser>
        rowKey="id"
        loading={isFetching || updating.isLoading}
        dataSource={data?.results ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'username', dataIndex: 'username', title: t('user.fields.username') },
          { key: 'display_name', dataIndex: 'display_name', title: t('user.fields.display_name') },
          {
            key: 'role',
            dataIndex: 'role',
            title: t('user.fields.role'),
            render: (v: string, u) =>
              admin && u.id !== me?.id ? (
                <Select
                  size="small"
                  value={v}
                  aria-label={t('users.roleOf', { name: u.username })}
                  onChange={(next: string) => void save(u.id, { role: next })}
                  options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
                  className="pnc-role-select"
                />
              ) : (
                t(`role.${v}`)
              ),
          },
          { key: 'email', dataIndex: 'email', title: t('user.fields.email') },
          { key: 'phone', dataIndex: 'phone', title: t('user.fields.phone') },
          {
            key: 'is_active',
            dataIndex: 'is_active',
            title: t('user.fields.is_active'),
            render: (v: boolean, u) => (
              <Switch
                size="small"
                checked={v}
                disabled={!admin || u.id === me?.id}
                aria-label={t('users.activeOf', { name: u.username })}
                onChange={(checked) => void save(u.id, { is_active: checked })}
              />
            ),
          },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.count ?? 0,
          showTotal: (total) => t('generic.total', { count: total }),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </>
  );
}
