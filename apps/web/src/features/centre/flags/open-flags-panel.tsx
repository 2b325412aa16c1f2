import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../resource/api-error';
import { useClinicalFlagsQuery } from './clinical-flag-api';
import { FlagList } from './flag-list';
import { livePolling } from '../live-polling';

/** Enough for every open flag of one mother and her babies; the flags page lists any more. */
const PANEL_LIMIT = 100;

/**
 * The open flags of a mother (her babies' included) or of one baby, at the top of the dashboard: every flag still
 * open, whatever records came after it (a later routine record never closes a flag, only an acknowledgement
 * does). Nothing when there is none.
 */
export function OpenFlagsPanel(props: { mother: number } | { baby: number }) {
  const { t } = useTranslation('centre');
  const { data, error } = useClinicalFlagsQuery({ ...props, status: 'open', limit: PANEL_LIMIT }, livePolling);
  if (error) return <ApiErrorAlert error={error} />;
  if (!data?.results.length) return null;
  const urgent = data.results.some((f) => f.severity === 'urgent');
  return (
    <section
      className={`pnc-open-flags${urgent ? ' has-urgent' : ''}`}
      data-testid="open-flags"
      aria-labelledby="pnc-open-flags-title"
    >
      <h3 className="pnc-open-flags-title" id="pnc-open-flags-title">
        {t('clinicalFlags.openTitle', { count: data.count })}
      </h3>
      <FlagList flags={data.results} hideMother hideBaby={'baby' in props} />
    </section>
  );
}
