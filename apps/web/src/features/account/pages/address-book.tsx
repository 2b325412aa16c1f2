import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, List, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@pnc/schemas/shop/address';
import { useAppDispatch } from '../../../app/hooks';
import { PhoneInput, phoneRule } from '../../../components/phone-input';
import { toastShown } from '../../app/appSlice';
import {
  type AddressValues,
  useAddAddressMutation,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useUpdateAddressMutation,
} from '../../shop/checkout/delivery-api';
import { TwAddressInputs } from '../../shop/checkout/tw-address-inputs';
import { homeAddressLine } from '../../shop/orders/delivery-details';
import '../../shop/shop-i18n';
import { useShopApi } from '../../shop/use-shop-page';
import { AccountCard } from './account-card';
import { accountNs } from './account-i18n';
import { useServerErrors } from './use-server-errors';

// A zip that does not match is shown on the district: the zip itself is never typed.
const placement = { fields: ['label', 'name', 'phone', 'city', 'district', 'address'], rename: { zip: 'district' } };
/** What the form edits of a saved address: all but its id and times. */
const valuesOf = ({ id: _id, created_at: _created, updated_at: _updated, ...values }: Address): AddressValues => values;

/** Add or edit one address in a dialog; the form sends what was typed (the server trims and checks the zip). */
function AddressDialog({ editing, onClose }: { editing: Address | 'new'; onClose: () => void }) {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<AddressValues>();
  const errors = useServerErrors(form, placement);
  const [add, adding] = useAddAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const submit = async (values: AddressValues) => {
    errors.clear();
    try {
      if (editing === 'new') await add(values).unwrap();
      else await update({ id: editing.id, body: values }).unwrap();
      dispatch(toastShown(t('addressBook.saved'), 'success'));
      onClose();
    } catch (error) {
      errors.show(error);
    }
  };
  return (
    <Modal
      open
      title={t(editing === 'new' ? 'addressBook.newTitle' : 'addressBook.editTitle')}
      onCancel={onClose}
      okText={t('addressBook.save')}
      cancelText={t('addressBook.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'address-form', loading: adding.isLoading || updating.isLoading }}
      destroyOnHidden
    >
      {errors.message && <Alert type="error" showIcon title={<span role="alert">{errors.message}</span>} />}
      <Form<AddressValues>
        id="address-form"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={editing === 'new' ? { label: '', is_default: false } : valuesOf(editing)}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="label" label={t('addressBook.label')} rules={[{ max: 30 }]}>
          <Input data-testid="book-label" />
        </Form.Item>
        <div className="pnc-form-row">
          <Form.Item
            name="name"
            label={t('addressBook.name')}
            rules={[{ required: true, whitespace: true, message: t('addressBook.error.name') }, { max: 100 }]}
          >
            <Input data-testid="book-name" autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('addressBook.phone')}
            rules={[{ required: true, whitespace: true, message: t('addressBook.error.phone') }, phoneRule(t)]}
            validateTrigger="onBlur"
          >
            <PhoneInput data-testid="book-phone" />
          </Form.Item>
        </div>
        <TwAddressInputs path={[]} testIdPrefix="book" />
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox data-testid="book-default">{t('addressBook.makeDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The profile's address book: list, add, edit, delete, and the one default used first at checkout. */
export function AddressBook() {
  useShopApi();
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const { data: addresses, isLoading } = useGetAddressesQuery();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [remove] = useDeleteAddressMutation();
  const [update] = useUpdateAddressMutation();
  const failed = (error: unknown) =>
    dispatch(toastShown(String((error as { message?: string }).message ?? t('errors:app.generic')), 'error'));
  return (
    <AccountCard icon={<EnvironmentOutlined />} title={t('addressBook.title')} subtitle={t('addressBook.subtitle')} wide>
      <List<Address>
        className="pnc-address-book"
        data-testid="address-book"
        loading={isLoading}
        dataSource={addresses ?? []}
        locale={{ emptyText: t('addressBook.empty') }}
        renderItem={(a) => (
          <List.Item
            data-testid={`address-${a.id}`}
            actions={[
              !a.is_default && (
                <Button
                  key="default"
                  type="link"
                  size="small"
                  onClick={() =>
                    void update({ id: a.id, body: { ...valuesOf(a), is_default: true } })
                      .unwrap()
                      .catch(failed)
                  }
                >
                  {t('addressBook.setDefault')}
                </Button>
              ),
              <Button key="edit" type="link" size="small" onClick={() => setEditing(a)}>
                {t('addressBook.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('addressBook.deleteConfirm')}
                okText={t('addressBook.delete')}
                cancelText={t('addressBook.cancel')}
                onConfirm={() =>
                  remove(a.id)
                    .unwrap()
                    .then(() => dispatch(toastShown(t('addressBook.deleted'), 'success')))
                    .catch(failed)
                }
              >
                <Button type="link" size="small" danger>
                  {t('addressBook.delete')}
                </Button>
              </Popconfirm>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space size={6} wrap>
                  {a.label || a.name}
                  {a.is_default && <Tag color="gold">{t('addressBook.default')}</Tag>}
                </Space>
              }
              description={
                <>
                  <div>
                    {a.name} · {a.phone}
                  </div>
                  <div>{homeAddressLine(a)}</div>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Button type="dashed" block onClick={() => setEditing('new')} data-testid="address-add">
        {t('addressBook.add')}
      </Button>
      {editing && <AddressDialog editing={editing} onClose={() => setEditing(null)} />}
    </AccountCard>
  );
}
