import { sql } from 'kysely';
import type { AnyDb, EngineMigration } from './helpers';

/**
 * item_gram also holds each item's 3-character pieces, so a keyword of 3 characters (紗布巾) is answered by the gram
 * index as the shorter ones are, and counted from that index alone (on PostgreSQL the trigram index needs each
 * match's row to check LIKE).
 *
 * The pieces are those the app writes (keywordGrams, restated here): each distinct piece of 3 characters that neither
 * starts nor ends with whitespace, as a trimmed keyword never does. Space, tab and line breaks count as whitespace
 * here, a subset of the app's: a piece kept here that the app leaves out is never looked up. Each takes its item's flag.
 */
export const itemGramThree: EngineMigration = (engine) => ({
  async up(db: AnyDb) {
    const space = sql.join([' ', '\t', '\n', '\r']);
    await sql`insert into item_gram (gram, item_id, is_active)
        with recursive piece(item_id, body, is_active, at) as (
          select id, search_text, is_active, 1 from item where length(search_text) >= 3
          union all select item_id, body, is_active, at + 1 from piece where at + 3 <= length(body))
        select distinct substr(body, at, 3), item_id, is_active from piece
        where substr(body, at, 1) not in (${space}) and substr(body, at + 2, 1) not in (${space})`.execute(db);
    if (engine === 'postgres') await sql`analyze item_gram`.execute(db);
  },
});
