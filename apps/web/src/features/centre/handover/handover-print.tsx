import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PrintPage } from '../print/print-page';
import { PrintSection } from '../print/print-section';
import { useHandoverQuery } from './handover-api';
import { shiftLabel, shiftOfSearch } from './handover-format';
import { FlagLines, NoteField, RecordLines, Signatures } from './handover-sheet-view';
import './handover.css';

const noop = () => {};

/** /centre/print/handover?date=&shift= — a shift's handover sheet on paper, as the screen shows it (signed: as signed). */
export default function HandoverPrint() {
  const { t } = useTranslation('centre');
  const [search] = useSearchParams();
  const args = shiftOfSearch(search);
  const sheet = useHandoverQuery(args);
  let body;
  if (sheet.data)
    body = (
      <div className="pnc-print-handover">
        <p className="pnc-muted">{t(sheet.data.live ? 'handover.live' : 'handover.frozen')}</p>
        <Signatures sheet={sheet.data} />
        {!sheet.data.mothers.length && <p className="pnc-muted">{t('handover.noMothers')}</p>}
        {sheet.data.mothers.map((m) => (
          <PrintSection
            key={m.mother.id}
            title={`${m.room ? `${t('handover.room', { room: m.room.number })} ` : ''}${m.mother.name ?? ''}`}
          >
            {() => (
              <div className="pnc-handover-mother-print" data-testid={`handover-mother-${m.mother.id}`}>
                <h4>{t('handover.flags')}</h4>
                <FlagLines flags={m.flags} print />
                <h4>{t('handover.records')}</h4>
                <RecordLines records={m.records} />
                <NoteField label="" value={m.note} onChange={noop} editable={false} testId={`handover-note-m${m.mother.id}`} />
                {m.babies.map((b) => (
                  <div key={b.baby.id} className="pnc-handover-baby">
                    <h4>{b.baby.name ?? t('handover.babyOf', { name: m.mother.name ?? '' })}</h4>
                    <FlagLines flags={b.flags} print />
                    <RecordLines records={b.records} />
                    <NoteField label="" value={b.note} onChange={noop} editable={false} testId={`handover-note-b${b.baby.id}`} />
                  </div>
                ))}
              </div>
            )}
          </PrintSection>
        ))}
      </div>
    );
  return (
    <PrintPage
      title={t('handover.title', { date: args.date, shift: shiftLabel(t, args.shift) })}
      back={`/centre/handover?date=${args.date}&shift=${args.shift}`}
      error={sheet.error}
    >
      {body}
    </PrintPage>
  );
}
