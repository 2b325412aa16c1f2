import type { Config } from '../../../config';
import { ProviderUnavailable } from '../provider';
import { checkMacValue, type EcpayFields, verifyCheckMacValue } from './check-mac-value';
import { ecpayUrls } from './urls';

/**
 * QueryTradeInfo/V5 (查詢訂單): ECPay's own view of one trade. The answer is `key=value&…` text signed with a
 * CheckMacValue like a callback; an answer that does not verify, or names another merchant or trade, is not used.
 * TradeStatus 1 is paid, 0 not paid (yet), 10200095 failed.
 */
export async function queryTradeInfo(config: Config, merchantTradeNo: string): Promise<EcpayFields> {
  const { ecpay } = config.shop;
  const ask: EcpayFields = {
    MerchantID: ecpay.merchantId,
    MerchantTradeNo: merchantTradeNo,
    TimeStamp: String(Math.floor(Date.now() / 1000)),
  };
  ask.CheckMacValue = checkMacValue(ask, ecpay.hashKey, ecpay.hashIv);
  let text: string;
  try {
    const res = await fetch(ecpayUrls(config).queryTrade, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ask).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new ProviderUnavailable(`ECPay QueryTradeInfo answered ${res.status}`);
    text = await res.text();
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw err;
    throw new ProviderUnavailable(`ECPay unreachable: ${(err as Error).message}`);
  }
  // As ECPay's own SDK reads it: values come unencoded, so a space or a plus is kept as written.
  const fields = Object.fromEntries(new URLSearchParams(text.replace(/ /g, '%20').replace(/\+/g, '%2B')));
  if (!verifyCheckMacValue(fields, ecpay.hashKey, ecpay.hashIv)) {
    throw new ProviderUnavailable('ECPay QueryTradeInfo answer failed its CheckMacValue');
  }
  if (fields.MerchantID !== ecpay.merchantId || fields.MerchantTradeNo !== merchantTradeNo) {
    throw new ProviderUnavailable('ECPay QueryTradeInfo answered about another trade');
  }
  return fields;
}
