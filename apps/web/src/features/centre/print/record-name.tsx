import { resourceByName } from '@pnc/schemas/centre/resources';
import { useTranslation } from 'react-i18next';
import { displayOf } from '../resource/display';
import { useCentreGetQuery } from '../resource/resource-api';

/**
 * One record's display words from a read of that record only: a print names the mother it shows without loading
 * (and so without the audit log recording a read of) every mother.
 */
export function RecordName({ resource, id }: { resource: string; id: number }) {
  const { i18n } = useTranslation();
  const one = useCentreGetQuery({ resource, id });
  return <>{one.data ? displayOf(resourceByName(resource), one.data, i18n.language) : `#${id}`}</>;
}
