import { createHash, timingSafeEqual } from 'node:crypto';

/** What a CheckMacValue is computed over: every field sent or received, except CheckMacValue itself. */
export type EcpayFields = Record<string, string>;

/**
 * ECPay's URL encoding ("附錄 / URLEncode 轉換表", the .NET column): like HttpUtility.UrlEncode, a space is `+` and
 * `- _ . ! * ( )` stay as they are, while `~` and `'` are encoded. encodeURIComponent already leaves
 * `- _ . ! * ( ) ~ '` alone, so only the space, `~` and `'` differ. Hex digits come out lower-case (step 4 lowers
 * the whole string anyway).
 */
export function ecpayUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+').replace(/~/g, '%7e').replace(/'/g, '%27');
}

/**
 * CheckMacValue (附錄 / 檢查碼機制): the fields sorted by name A→Z ignoring case, joined as `k=v&…`, wrapped in
 * `HashKey=…&` and `&HashIV=…`, URL-encoded as above, lower-cased, hashed with SHA256 (as AIO payments sign),
 * upper-cased.
 */
export function checkMacValue(fields: EcpayFields, hashKey: string, hashIv: string) {
  const names = Object.keys(fields)
    .filter((k) => k !== 'CheckMacValue')
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const joined = `HashKey=${hashKey}&${names.map((k) => `${k}=${fields[k]}`).join('&')}&HashIV=${hashIv}`;
  return createHash('sha256').update(ecpayUrlEncode(joined).toLowerCase()).digest('hex').toUpperCase();
}

/**
 * True when `fields.CheckMacValue` is the one these keys give; compared in constant time, case-insensitively. A
 * value that cannot be URL-encoded (a lone UTF-16 surrogate: encodeURIComponent throws URIError) was never signed
 * by ECPay, so the message does not verify.
 */
export function verifyCheckMacValue(fields: EcpayFields, hashKey: string, hashIv: string): boolean {
  let mac: string;
  try {
    mac = checkMacValue(fields, hashKey, hashIv);
  } catch (err) {
    if (err instanceof URIError) return false;
    throw err;
  }
  const given = Buffer.from((fields.CheckMacValue ?? '').toUpperCase());
  const expected = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
