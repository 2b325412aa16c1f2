import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { centreResources } from '@pnc/schemas/centre/resources';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleAtLeast } from './display';
import { NewRecordForm } from './new-record-forms';
import { ResourceRecord } from './resource-record';
import { ResourceTable } from './resource-table';

/**
 * Resources that list "records of this <target>": a ref field named like the target with an eq filter on
 * it (mother → contract, stays, evals…; baby → health, rooming-in…). New definitions join automatically.
 */
export function relatedResources(field: string, first: readonly string[] = []) {
  const related = centreResources.filter(
    (r) => r.fields[field]?.type === 'ref' && r.list.filters.some((f) => f.op === 'eq' && f.field === field),
  );
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  return [...related].sort((a, b) => rank(a.name) - rank(b.name));
}

/** One dashboard tab: the resource's list fixed to the selected record, with create and open in a drawer. */
export function RelatedRecords({ def, field, id }: { def: ResourceDefinition; field: string; id: number }) {
  const { t } = useTranslation('centre');
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const write = def.permissions.write === 'customer' ? 'staff' : def.permissions.write;
  const canWrite = useRoleAtLeast(write);
  return (
    <>
      <ResourceTable
        def={def}
        fixed={{ [field]: id }}
        pageSize={10}
        onOpen={(r) => setOpen(r.id)}
        extra={
          canWrite && (
            <Button icon={<PlusOutlined />} onClick={() => setOpen('new')}>
              {t('generic.new', { what: t(`${def.name}.label`) })}
            </Button>
          )
        }
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        destroyOnHidden
        title={open === 'new' ? t('generic.new', { what: t(`${def.name}.label`) }) : `${t(`${def.name}.label`)} #${String(open)}`}
      >
        {open === 'new' ? (
          <NewRecordForm
            def={def}
            fixed={{ [field]: id }}
            onSaved={(saved) => setOpen(saved.id)}
            onCancel={() => setOpen(null)}
          />
        ) : open !== null ? (
          <ResourceRecord def={def} id={open} hide={[field]} onDeleted={() => setOpen(null)} />
        ) : null}
      </Drawer>
    </>
  );
}
