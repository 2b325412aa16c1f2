import { z } from 'zod';
import { IdParams, Timestamp } from '../common';
import { phoneField } from '../phone-field';
import { checkTwAddress, TwAddressFields } from './delivery';

/** One address in a customer's address book: who receives, and where (縣市, 區, 郵遞區號 and the street line). */
const AddressFields = TwAddressFields.extend({
  /** the customer's own name for it: 家, 公司, 娘家… (may be empty). */
  label: z.string().trim().max(30).default(''),
  name: z.string().trim().min(1).max(100),
  /** read as a phone and stored in its one form (phone-field.ts). */
  phone: phoneField(),
  /** the one used first at checkout; setting it unsets the others. */
  is_default: z.boolean().default(false),
});

/** Create, and update (a whole address each time): the zip must match the city and district, as for delivery. */
export const AddressInput = AddressFields.superRefine(checkTwAddress);
export type AddressInput = z.input<typeof AddressInput>;

export const Address = z
  .object({
    id: z.number().int(),
    label: z.string(),
    name: z.string(),
    phone: z.string(),
    zip: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
    is_default: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: 'Address',
    examples: [
      {
        id: 3,
        label: '家',
        name: '王小美',
        phone: '0912345678',
        zip: '106',
        city: '臺北市',
        district: '大安區',
        address: '忠孝東路四段 100 號 5 樓',
        is_default: true,
        created_at: '2026-03-02T01:30:00.000Z',
        updated_at: '2026-03-02T01:30:00.000Z',
      },
    ],
  });
export type Address = z.infer<typeof Address>;

export const AddressParams = IdParams;
