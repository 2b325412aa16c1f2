import { defineResource } from './define-spec';

/** 保溫箱型號. */
export const incubatorType = defineResource({
  name: 'incubator_type',
  path: 'incubator_type',
  table: 'incubator_type',
  label: { tw: '保溫箱類型', en: 'Incubator type' },
  fields: {
    name_tw: { type: 'text', required: true, unique: true, label: { tw: '名稱（中文）', en: 'Name (Chinese)' } },
    name_en: { type: 'text', required: true, label: { tw: '名稱（英文）', en: 'Name (English)' } },
    description: { type: 'longtext', label: { tw: '說明', en: 'Description' } },
  },
  list: { columns: ['name_tw', 'name_en'], filters: [], ordering: 'name_tw', defaultLimit: 1000 },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'name_tw',
});
