import { defineResource } from './define-spec';

export const deliveryTypes = ['vaginal', 'cesarean'] as const;
export const bloodTypes = ['a', 'b', 'o', 'ab', 'unknown'] as const;
/** Her hepatitis B surface antigen from the antenatal test: positive means her baby needs HBIG (newborn-schedule.ts). */
export const hbsagResults = ['negative', 'positive', 'unknown'] as const;
export type HbsagResult = (typeof hbsagResults)[number];

/** 產婦: health data (health-data.ts), so every read is audited and the national id is masked in lists. */
export const mother = defineResource({
  name: 'mother',
  path: 'mother',
  table: 'mother',
  label: { tw: '產婦', en: 'Mother' },
  fields: {
    name: { type: 'text', required: true, max: 100, label: { tw: '姓名', en: 'Name' } },
    phone: { type: 'text', required: true, max: 30, format: 'phone', label: { tw: '電話', en: 'Phone' } },
    national_id: { type: 'text', max: 20, format: 'national_id', label: { tw: '身分證字號', en: 'National ID' } },
    /** The room of her stay in house now, else of her next booked stay (apps/server/src/centre/mother-room.ts). */
    current_room: { type: 'text', readOnly: true, derived: true, max: 20, label: { tw: '房號', en: 'Room' } },
    birthday: { type: 'date', notFuture: true, label: { tw: '生日', en: 'Birthday' } },
    email: { type: 'text', max: 320, label: { tw: '電子郵件', en: 'Email' } },
    address: { type: 'text', max: 300, label: { tw: '地址', en: 'Address' } },
    emergency_contact_name: { type: 'text', max: 100, label: { tw: '緊急聯絡人', en: 'Emergency contact' } },
    emergency_contact_phone: {
      type: 'text',
      max: 30,
      format: 'phone',
      label: { tw: '緊急聯絡電話', en: 'Emergency contact phone' },
    },
    blood_type: { type: 'enum', values: bloodTypes, label: { tw: '血型', en: 'Blood type' } },
    hbsag: {
      type: 'enum',
      values: hbsagResults,
      label: { tw: 'B型肝炎表面抗原 HBsAg', en: 'Hepatitis B surface antigen (HBsAg)' },
    },
    delivery_hospital: { type: 'text', max: 200, label: { tw: '生產醫院', en: 'Delivery hospital' } },
    delivery_date: { type: 'date', notFuture: true, label: { tw: '生產日期', en: 'Delivery date' } },
    delivery_type: { type: 'enum', values: deliveryTypes, label: { tw: '生產方式', en: 'Delivery type' } },
    parity: { type: 'int', min: 0, max: 20, label: { tw: '胎次', en: 'Parity' } },
    allergies: { type: 'longtext', label: { tw: '過敏', en: 'Allergies' } },
    medical_history: { type: 'longtext', label: { tw: '病史', en: 'Medical history' } },
    note: { type: 'longtext', label: { tw: '備註', en: 'Note' } },
  },
  list: {
    // The room and delivery date tell two mothers of one name apart; the national ID stays masked.
    columns: ['name', 'phone', 'current_room', 'delivery_date', 'national_id'],
    // Spec 5: mother search adds name and phone only when given; spec 9: limit 100.
    filters: [
      { op: 'contains', field: 'name' },
      { op: 'contains', field: 'phone' },
    ],
    ordering: '-id',
    defaultLimit: 100,
    maxLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  sensitive: ['national_id'],
  // Spec 5: updating a mother requires both name and phone.
  updateRequires: ['name', 'phone'],
  display: 'name',
  pickDetail: ['current_room', 'delivery_date'],
});
