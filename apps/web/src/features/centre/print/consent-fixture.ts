/** A signed consent as the API answers it, for the consent's web tests. */
export const consentFixture = (over: Record<string, unknown> = {}) => ({
  id: 5,
  mother: 4,
  notice_version: '2026-11',
  consented_at: '2026-11-20T02:00:00.000Z',
  signed_name: '王小美',
  health_data: true,
  witness: 7,
  withdrawn_at: null,
  note: null,
  archived_at: null,
  archived_by: null,
  archive_reason: null,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  ...over,
});
