import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import type { CentreRecord } from '../centre-events';

/** What a form creating a record is given, wherever "new" is pressed (the record pages, a dashboard tab). */
export interface NewRecordFormProps {
  def: ResourceDefinition;
  /** Fields set by the page (the selected mother): sent, not asked. */
  fixed?: Record<string, unknown>;
  /** Values to start with (from the address, e.g. Today's ?mother=&occasion=): shown and editable. */
  defaults?: Record<string, unknown>;
  onSaved?: (record: CentreRecord) => void;
  onCancel?: () => void;
  /** A new record kept on this device to be sent later (resource-form.tsx). */
  onQueued?: () => void;
}
