import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../resource/resource-form';
import { ResourceRecord } from '../resource/resource-record';

/** What the drawer shows: a new record starting from some values, or an existing record by id. */
export type DrawerTarget = { defaults: Record<string, unknown> } | { id: number } | null;

interface Props {
  def: ResourceDefinition;
  target: DrawerTarget;
  onClose: () => void;
  /** The page's own words for error codes it expects (passed to the generic form). */
  errorMessages?: Partial<Record<string, string>>;
}

/**
 * The planning screens add and edit through the generic form: a new record prefilled from the cell that was
 * clicked, or an existing one with its details, edit and delete. Saving or deleting closes the drawer; the
 * screen's lists refresh by their RTK Query tags.
 */
export function RecordDrawer({ def, target, onClose, errorMessages }: Props) {
  const { t } = useTranslation('centre');
  const label = t(`${def.name}.label`);
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={target && 'id' in target ? `${label} #${target.id}` : t('generic.new', { what: label })}
    >
      {target && 'id' in target ? (
        <ResourceRecord def={def} id={target.id} onDeleted={onClose} errorMessages={errorMessages} />
      ) : target ? (
        <ResourceForm def={def} defaults={target.defaults} errorMessages={errorMessages} onSaved={onClose} onCancel={onClose} />
      ) : null}
    </Drawer>
  );
}
