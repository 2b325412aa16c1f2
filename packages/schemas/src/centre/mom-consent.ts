import { defineResource } from './define-spec';
import { noticeVersions } from './privacy-notice';
import { note } from './vitals';

/**
 * 個資同意書 (個人資料保護法 art. 6 and 8): the mother's written consent to the collection of her and her babies'
 * personal data, with the version of the notice she was given (privacy-notice.ts) and the member of staff who
 * witnessed it. A withdrawal is recorded on it (withdrawn_at, not before the signing: server hook); a wrong record is
 * archived and recorded again. Health data itself, and a clinical record (archived, never deleted).
 */
export const momConsent = defineResource({
  name: 'mom_consent',
  path: 'mom_consent',
  table: 'mom_consent',
  label: { tw: '個資同意書', en: 'Data consent' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    notice_version: { type: 'enum', values: noticeVersions, required: true, label: { tw: '告知事項版本', en: 'Notice version' } },
    consented_at: { type: 'datetime', required: true, notFuture: true, label: { tw: '簽署時間', en: 'Signed at' } },
    signed_name: { type: 'text', required: true, max: 100, label: { tw: '簽署姓名', en: 'Name as signed' } },
    health_data: { type: 'bool', required: true, label: { tw: '同意蒐集健康資料', en: 'Consents to health data' } },
    witness: { type: 'ref', ref: 'user', author: true, label: { tw: '見證人員', en: 'Witness' } },
    withdrawn_at: { type: 'datetime', notFuture: true, label: { tw: '撤回時間', en: 'Withdrawn at' } },
    note,
  },
  list: {
    columns: ['mother', 'consented_at', 'notice_version', 'health_data', 'signed_name', 'witness', 'withdrawn_at'],
    filters: [{ op: 'eq', field: 'mother' }],
    ordering: '-consented_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'consented_at',
});
