import { defineResource } from './define-spec';

/** 房型: a kind of room and its daily rate (a price: managers only). */
export const roomType = defineResource({
  name: 'room_type',
  path: 'room_type',
  table: 'room_type',
  label: { tw: '房型', en: 'Room type' },
  fields: {
    name_tw: { type: 'text', required: true, unique: true, label: { tw: '名稱（中文）', en: 'Name (Chinese)' } },
    name_en: { type: 'text', required: true, label: { tw: '名稱（英文）', en: 'Name (English)' } },
    description_tw: { type: 'longtext', label: { tw: '說明（中文）', en: 'Description (Chinese)' } },
    description_en: { type: 'longtext', label: { tw: '說明（英文）', en: 'Description (English)' } },
    daily_rate: { type: 'money', required: true, max: 1_000_000, label: { tw: '每日房價', en: 'Daily rate' } },
    capacity: { type: 'int', required: true, min: 1, max: 10, label: { tw: '可住人數', en: 'Capacity' } },
  },
  list: { columns: ['name_tw', 'name_en', 'daily_rate', 'capacity'], filters: [], ordering: 'daily_rate', defaultLimit: 100 },
  permissions: { read: 'staff', write: 'manager' },
  display: 'name_tw',
});
