import { centreResources } from '@pnc/schemas/centre/resources';
import type { Operation } from './openapi-ops';

/**
 * Who may call each operation, written down from the roles' rules (decisions 0004-0006), not read from
 * the code. The access matrix calls every operation as every kind of caller
 * against these rules; the OpenAPI suite holds each operation's declared `security` to them.
 */

/** Who may succeed: everyone, any logged-in caller (on their own things), A alone, A or a moderator, or a role and up. */
export type Rule = 'public' | 'user' | 'owner' | 'ownerOrManager' | 'staff' | 'manager' | 'admin';

const CENTRE = centreResources.map((d) => d.path).join('|');
const MANAGER_WRITES = 'room_type|contract|mom_billing_record|spare_part'; // prices, contracts' money, billing (0005)
const STAFF_DELETES = 'mom_meal_menu|reservation_and_outside|assignment'; // 0005: staff may delete these

/** First match wins. Methods as a regex over GET/POST/PUT/DELETE. */
const rules: [RegExp, RegExp, Rule][] = [
  // anonymous: shop browsing, comments, news, public profiles, bootstrap, health, captcha, sign-up and sign-in
  [/GET/, /^\/api\/(health|version|metrics|captcha|bootstrap|home|categories|items|news)\//, 'public'], // metrics: open off production without METRICS_*
  [/GET/, /^\/api\/user\/profile\/\{id\}\/$/, 'public'],
  [/GET/, /^\/uploads\//, 'public'],
  [/POST/, /^\/api\/user\/(login|register|validate)\/$/, 'public'],
  [/POST/, /^\/api\/users\/(reset_validation|reset_password|reset_password\/confirm)\/$/, 'public'],
  [/POST/, /^\/api\/social_signin\/\{socialType\}\/$/, 'public'],
  [/POST/, /^\/api\/social_signin\/link\/(info\/)?$/, 'public'], // the link key (this browser's) and the password are the proof
  [/GET|POST/, /^\/api\/social\/line\/(start|callback|complete)\/$/, 'public'], // LINE web login (state, code)
  [/POST/, /^\/api\/cart\/quote\/$/, 'public'], // a guest sees a cart's totals and shipping before signing in
  // a customer's own things: session, password, profile, favorites, cart, uploads, pricing a cart, ordering
  [/.*/, /^\/api\/user\/(logout|change_password|profile|favorite|cart)\//, 'user'],
  [/POST/, /^\/(api\/pre_checkout|api\/upload|checkout\/order)\/$/, 'user'],
  [/GET/, /^\/api\/order\/$/, 'user'],
  // delivery: the store map's form, its reply (a browser post from the map) and the pick are anyone's (the token is the key);
  // the address book is each caller's own (someone else's address answers 404 like a missing one)
  [/.*/, /^\/api\/delivery\//, 'public'],
  [/.*/, /^\/api\/address\//, 'user'],
  [/POST/, /\/comments\/(\{commentId\}\/responses\/)?$/, 'user'],
  // only the author or a manager edits or deletes a comment or a reply
  [/PUT|DELETE/, /\/comments\/\{commentId\}\/(responses\/\{responseId\}\/)?$/, 'ownerOrManager'],
  // orders are their owner's alone; a manager only confirms an ATM transfer
  [/POST/, /^\/api\/order\/\{id\}\/confirm_payment\/$/, 'manager'],
  [/GET/, /^\/api\/admin\/orders\/$/, 'manager'], // every customer's orders, to confirm ATM transfers
  [/POST/, /^\/api\/admin\/orders\/\{id\}\/(ship|deliver|cancel|refund)\/$/, 'manager'], // an order's life after payment
  [/.*/, /^\/(checkout\/order|api\/order)\/\{id\}\//, 'owner'],
  [/POST/, /^\/api\/(payment\/card|paypal\/result)\/\{orderId\}\/$/, 'owner'],
  [/POST/, /^\/api\/payment\/ecpay\/\{orderId\}\/form\/$/, 'owner'],
  // ECPay's callbacks and the customer's browser back from ECPay: no token; the CheckMacValue is the proof
  [/POST/, /^\/api\/payment\/ecpay\/(return|payment-info|result)\/$/, 'public'],
  // the catalogue and news are written by managers
  [/POST|PUT|DELETE/, /^\/api\/(categories|items|news)\//, 'manager'],
  // centre: users and roles, the audit log, money, deletes
  [/PUT/, /^\/api\/user\/\{id\}\/$/, 'admin'],
  [/POST/, /^\/api\/user\/(\{id\}\/reset_password\/)?$/, 'admin'], // open staff accounts, mail their resets
  [/GET/, /^\/api\/user\/staff\/$/, 'staff'], // colleagues' names only, for rosters and records
  [/GET/, /^\/api\/(user|audit_log)\/$/, 'manager'],
  // the stay lifecycle's own routes: a contract is cancelled by a manager; staff mark a cleaned room ready and see
  // the balance a checkout would show
  [/POST/, /^\/api\/contract\/\{id\}\/cancel\/$/, 'manager'],
  [/POST/, /^\/api\/room\/\{id\}\/ready\/$/, 'staff'],
  [/GET/, /^\/api\/mom_checkout\/balance\/$/, 'staff'],
  // a copy of one mother's records for her (PDPA art. 10): managers only
  [/GET/, /^\/api\/mother\/\{id\}\/export\/$/, 'manager'],
  [/POST|PUT|DELETE/, new RegExp(`^/api/(${MANAGER_WRITES})/`), 'manager'],
  [/DELETE/, new RegExp(`^/api/(${STAFF_DELETES})/`), 'staff'],
  [/DELETE/, new RegExp(`^/api/(${CENTRE})/`), 'manager'],
  [/.*/, /^\/api\/handover\//, 'staff'], // shift handover: sheet, notes, signatures
  [/GET|POST/, /^\/api\/clinical_flag\//, 'staff'], // clinical flags: read, acknowledge with a note
  [/.*/, new RegExp(`^/api/(${CENTRE}|spare_part_record|stock_take|calendar|today|mom_checkout|contract/expected)/`), 'staff'],
];

export const ruleOf = (op: Pick<Operation, 'method' | 'path'>): Rule | undefined =>
  rules.find(([m, p]) => m.test(op.method) && p.test(op.path))?.[2];
