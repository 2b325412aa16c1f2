/**
 * Taiwan's bank codes (金融機構代號) for the banks ECPay issues ATM virtual accounts from (its ATM sub-payments:
 * 台新, 玉山, 華南, 臺灣銀行, 台北富邦, 中國信託, 土地銀行, 國泰世華, 大眾→元大, 永豐, 彰化, 第一, 兆豐), and the
 * sandbox's default 822. An unknown code is shown as the code alone.
 */
const banks: Record<string, { tw: string; en: string }> = {
  '004': { tw: '臺灣銀行', en: 'Bank of Taiwan' },
  '005': { tw: '臺灣土地銀行', en: 'Land Bank of Taiwan' },
  '007': { tw: '第一商業銀行', en: 'First Commercial Bank' },
  '008': { tw: '華南商業銀行', en: 'Hua Nan Commercial Bank' },
  '009': { tw: '彰化商業銀行', en: 'Chang Hwa Commercial Bank' },
  '012': { tw: '台北富邦商業銀行', en: 'Taipei Fubon Commercial Bank' },
  '013': { tw: '國泰世華商業銀行', en: 'Cathay United Bank' },
  '017': { tw: '兆豐國際商業銀行', en: 'Mega International Commercial Bank' },
  '806': { tw: '元大商業銀行', en: 'Yuanta Commercial Bank' },
  '807': { tw: '永豐商業銀行', en: 'Bank SinoPac' },
  '808': { tw: '玉山商業銀行', en: 'E.SUN Commercial Bank' },
  '812': { tw: '台新國際商業銀行', en: 'Taishin International Bank' },
  '814': { tw: '大眾商業銀行', en: 'Ta Chong Bank' },
  '822': { tw: '中國信託商業銀行', en: 'CTBC Bank' },
};

/** "822 中國信託商業銀行" (or "822 CTBC Bank"); the code alone when the bank is not in the table. */
export function bankLabel(code: string | null | undefined, lang: string): string {
  if (!code) return '';
  const bank = banks[code];
  return bank ? `${code} ${lang === 'en' ? bank.en : bank.tw}` : code;
}
