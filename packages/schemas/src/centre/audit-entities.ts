/**
 * What audit rows name besides the resource definitions: the entities written by hand-made routes, and the keys
 * such rows put into changed_fields that are no definition's field. The audit page words each in tw and en
 * (centre.json audit.entities and audit.fields); a test holds every one to a text.
 */
export const auditOwnEntities = ['clinical_flag', 'shift_handover', 'today', 'user'] as const;

export const auditOwnKeys = [
  // staff accounts
  'password_reset_mailed',
  // clinical flags: raised and acknowledged
  'acknowledged',
  'note',
  'rule',
  'source',
  'record_id',
  'value',
  // shift handovers: notes saved and signed
  'date',
  'shift',
  'notes',
  'notes_version',
  'outgoing_nurse',
  'incoming_nurse',
  'outgoing_signed_at',
  'incoming_signed_at',
  // checkout
  'confirmed_by',
  'end_date',
  'status',
  'checked_out_at',
  'room',
  'contracts_completed',
  'charges',
  'credits',
  'billed',
  'refunded',
  'paid',
  'balance',
  'balance_confirmed',
  // archive
  'archived_at',
  'archive_reason',
] as const;
