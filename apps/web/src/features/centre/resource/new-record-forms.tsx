import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { epdsScreening } from '@pnc/schemas/centre/epds-screening';
import type { ReactNode } from 'react';
import { EpdsQuestionnaire } from '../epds/epds-questionnaire';
import type { NewRecordFormProps } from './new-record-form-props';
import { ResourceForm } from './resource-form';

/**
 * Records whose "new" is not the generic form, keyed by their definition (as record-actions.tsx keys a record's own
 * actions): an EPDS screening is asked as the questionnaire, scored by the server.
 */
const newRecordForms = new Map<ResourceDefinition, (props: NewRecordFormProps) => ReactNode>([
  [epdsScreening, (props) => <EpdsQuestionnaire {...props} />],
]);

/** Whether this definition's "new" is its own form (which then reads the address for its start values). */
export const hasOwnNewForm = (def: ResourceDefinition) => newRecordForms.has(def);

/** The form that creates a record of this definition: its own if it has one, else the generic one. */
export function NewRecordForm(props: NewRecordFormProps) {
  return newRecordForms.get(props.def)?.(props) ?? <ResourceForm {...props} />;
}
