import { roles } from '@pnc/schemas/common';
import type { CentreUser } from '@pnc/schemas/centre/user';
import { Button, Popconfirm, Select, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../account/userSlice';
import { useRoleAtLeast } from '../resource/display';
import { useCentreUsersQuery, useCentreUserUpdateMutation } from '../resource/resource-api';
// The same list parts as the shop's staff tabs: paging with filters, a filter select, action toasts.
import { FilterSelect } from '../paged-list/filter-select';
import { ListFrame } from '../paged-list/list-frame';
import { usePagedList } from '../paged-list/use-paged-list';
import { useToastAction } from '../paged-list/use-toast-action';
import { fieldColumn } from '../paged-list/field-column';
import { NewStaffDialog } from './new-staff-dialog';
import { useCentreUserResetMutation } from './users-api';

/**
 * /centre/users — managers read the user list; admins open staff accounts (an invitation mail sets the password),
 * mail password resets, change roles and switch accounts off (which ends their sessions at once), the last only once
 * they confirm it, named.
 */
export default function UsersPage() {
  const { t } = useTranslation(['centre', 'errors']);
  const column = fieldColumn(t, 'user');
  const { run, message, holder } = useToastAction();
  const admin = useRoleAtLeast('admin');
  const me = useAppSelector(selectUser);
  const list = usePagedList<{ role?: string }>({});
  const { data, error, isFetching, refetch } = useCentreUsersQuery(list.args);
  const [update, updating] = useCentreUserUpdateMutation();
  const [reset, resetting] = useCentreUserResetMutation();
  const [inviting, setInviting] = useState(false);
  const [turningOff, setTurningOff] = useState<number | null>(null);
  const save = (id: number, patch: { role?: string; is_active?: boolean }) =>
    run(() => update({ id, ...patch }).unwrap(), t('users.saved'));
  const mailReset = (u: CentreUser) => run(() => reset({ id: u.id }).unwrap(), t('users.resetSent', { name: u.username }));
  return (
    <ListFrame
      error={error}
      onRetry={() => void refetch()}
      toasts={holder}
      extra={
        admin && (
          <>
            <Button type="primary" onClick={() => setInviting(true)}>
              {t('users.new')}
            </Button>
            <NewStaffDialog
              open={inviting}
              onClose={() => setInviting(false)}
              onCreated={(sent) => {
                setInviting(false);
                if (sent) void message.success(t('users.invited'));
                else void message.warning(t('users.inviteNotSent'));
              }}
            />
          </>
        )
      }
      filters={
        <FilterSelect
          label={t('user.fields.role')}
          value={list.filters.role}
          onChange={(v) => list.setFilter('role', v)}
          options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
      }
    >
      <Table<CentreUser>
        rowKey="id"
        loading={isFetching || updating.isLoading || resetting.isLoading}
        dataSource={data?.results ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          column('username'),
          column('display_name'),
          {
            ...column('role'),
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
          column('email'),
          column('phone'),
          {
            ...column('is_active'),
            render: (v: boolean, u) => (
              <Popconfirm
                open={turningOff === u.id}
                title={t('users.deactivateConfirm', { name: u.display_name ? `${u.display_name} (${u.username})` : u.username })}
                description={t('users.deactivateHow')}
                okText={t('users.deactivate')}
                cancelText={t('generic.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => {
                  setTurningOff(null);
                  void save(u.id, { is_active: false });
                }}
                onCancel={() => setTurningOff(null)}
              >
                <Switch
                  size="small"
                  checked={v}
                  disabled={!admin || u.id === me?.id}
                  aria-label={t('users.activeOf', { name: u.username })}
                  onChange={(checked) => (checked ? void save(u.id, { is_active: true }) : setTurningOff(u.id))}
                />
              </Popconfirm>
            ),
          },
          ...(admin
            ? [
                {
                  key: 'actions',
                  title: t('users.actions'),
                  render: (_: unknown, u: CentreUser) => (
                    <Button size="small" disabled={!u.is_active} onClick={() => void mailReset(u)}>
                      {t('users.reset')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        pagination={list.pagination(data?.count)}
      />
    </ListFrame>
  );
}
