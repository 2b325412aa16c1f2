import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { consentFixture } from './consent-fixture';
import ConsentPrint from './consent-print';
import NoticePrint from './notice-print';
import RecordsPrint from './records-print';

const consent = consentFixture();
const mother = { id: 4, name: '王小美', phone: '0912345678' };
const mocks = { 'GET /api/mom_consent/5/': { status: 200, body: consent }, 'GET /api/mother/4/': { status: 200, body: mother } };

describe('the consent print views', { timeout: 60_000 }, () => {
  it('print a signed consent under the notice she was given, in the reader’s language (en)', async () => {
    mockFetch(mocks);
    await renderCentrePage(<ConsentPrint consentId={5} />, { path: '/centre/print/consent/5', lang: 'en' });
    const notice = await screen.findByTestId('privacy-notice');
    expect(notice).toHaveAttribute('lang', 'en');
    expect(notice).toHaveTextContent('notice on the collection of personal data');
    expect(notice).toHaveTextContent('(1) ask what is kept and read it');
    expect(screen.getByRole('heading', { name: 'Data consent of 王小美' })).toBeInTheDocument();
    expect(screen.getByText('Name as signed').nextSibling).toHaveTextContent('王小美');
    expect(screen.getByText('Consents to health data').nextSibling).toHaveTextContent('Yes');
    expect(screen.getByTestId('print-now')).toBeInTheDocument();
  });

  it('print it in tw for a reader in tw', async () => {
    mockFetch(mocks);
    await renderCentrePage(<ConsentPrint consentId={5} />, { path: '/centre/print/consent/5', lang: 'tw' });
    const notice = await screen.findByTestId('privacy-notice');
    expect(notice).toHaveTextContent('晨曦產後護理之家 個人資料蒐集告知事項暨健康資料書面同意書');
    expect(notice).toHaveTextContent('請求製給複製本');
    expect(screen.getByText('簽署姓名').nextSibling).toHaveTextContent('王小美');
  });

  it('print the blank notice to hand her, with lines to sign on', async () => {
    mockFetch({});
    await renderCentrePage(<NoticePrint />, { path: '/centre/print/notice', lang: 'tw' });
    expect(screen.getByRole('heading', { name: '個人資料蒐集告知事項（2026-11 版）' })).toBeInTheDocument();
    expect(screen.getByTestId('notice-blanks')).toHaveTextContent('立同意書人簽名');
    expect(screen.getByTestId('notice-blanks')).toHaveTextContent('□ 同意');
  });

  it('print a mother’s exported records, archived ones marked', async () => {
    mockFetch({
      'GET /api/mother/4/export/': {
        status: 200,
        body: {
          exported_at: '2026-11-26T03:00:00.000Z',
          exported_by: { id: 9, username: 'boss' },
          mother,
          babies: [],
          records: {
            mom_consent: [{ ...consent, archived_at: '2026-11-22T03:00:00.000Z', archive_reason: 'twice' }],
            visit_record: [],
          },
        },
      },
    });
    await renderCentrePage(<RecordsPrint motherId={4} />, { path: '/centre/print/records/4', lang: 'en' });
    expect(await screen.findByTestId('export-made')).toHaveTextContent('by boss');
    const table = screen.getByTestId('print-mom_consent');
    expect(table).toHaveTextContent('Archived (2026-11-22)');
    expect(screen.queryByTestId('print-visit_record')).toBeNull();
  });
});
