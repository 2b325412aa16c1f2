import { FormOutlined } from '@ant-design/icons';
import { epdsScreening } from '@pnc/schemas/centre/epds-screening';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { motherTabSelected } from '../motherDashboardSlice';
import { EpdsQuestionnaire } from './epds-questionnaire';

/**
 * The mother dashboard's "EPDS 篩檢": the questionnaire for her in a drawer; leaving its result for the record shows
 * her screenings' tab.
 */
export function EpdsButton({ mother }: { mother: number }) {
  const { t } = useTranslation('centre');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FormOutlined />} onClick={() => setOpen(true)} data-testid="epds-open">
        {t('epds.action')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size="large"
        destroyOnHidden
        title={t('generic.new', { what: t(`${epdsScreening.name}.label`) })}
      >
        <EpdsQuestionnaire
          def={epdsScreening}
          fixed={{ mother }}
          onSaved={() => {
            dispatch(motherTabSelected(epdsScreening.name));
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}
