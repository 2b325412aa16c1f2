import { sql } from 'kysely';
import type { Db, Engine } from '../../src/db/connect';

/**
 * A database's schema as sorted lines, one per table, column (in order, with type, nullability and default), index,
 * constraint, trigger and function, so two schemas compare line by line and a difference reads as the lines that
 * differ. Row data, sequence positions and statistics are not part of it.
 */
export async function schemaSnapshot(db: Db, engine: Engine): Promise<string[]> {
  return (engine === 'sqlite' ? await sqliteSchema(db) : await postgresSchema(db)).sort();
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function sqliteSchema(db: Db): Promise<string[]> {
  const lines: string[] = [];
  const objects = (
    await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
      select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%'`.execute(db)
  ).rows;
  for (const o of objects) {
    lines.push(`${o.type} ${o.name} on ${o.tbl_name}: ${squash(o.sql)}`);
    if (o.type !== 'table') continue;
    const columns = (
      await sql<{
        cid: number;
        name: string;
        type: string;
        notnull: number;
        dflt_value: string | null;
        pk: number;
        hidden: number;
      }>`
        select * from pragma_table_xinfo(${o.name})`.execute(db)
    ).rows;
    for (const c of columns) {
      lines.push(
        `column ${o.name}#${c.cid} ${c.name} ${c.type || '-'}${c.notnull ? ' not null' : ''}` +
          `${c.dflt_value === null ? '' : ` default ${c.dflt_value}`}${c.pk ? ` pk${c.pk}` : ''}${c.hidden ? ` hidden${c.hidden}` : ''}`,
      );
    }
    const indexes = (
      await sql<{ name: string; unique: number; origin: string; partial: number }>`
        select * from pragma_index_list(${o.name})`.execute(db)
    ).rows;
    for (const i of indexes) {
      const keys = (
        await sql<{ name: string | null; desc: number; coll: string; key: number }>`
          select * from pragma_index_xinfo(${i.name}) where key = 1`.execute(db)
      ).rows;
      const columnsText = keys.map((k) => `${k.name ?? '<expr>'}${k.desc ? ' desc' : ''} ${k.coll}`).join(', ');
      lines.push(
        `index ${o.name}.${i.name}${i.unique ? ' unique' : ''} ${i.origin}${i.partial ? ' partial' : ''} (${columnsText})`,
      );
    }
  }
  return lines;
}

async function postgresSchema(db: Db): Promise<string[]> {
  const rows = async (query: ReturnType<typeof sql<{ line: string }>>) => (await query.execute(db)).rows.map((r) => r.line);
  return [
    ...(await rows(sql`
      select 'table ' || table_name || ' ' || table_type as line
      from information_schema.tables where table_schema = 'public'`)),
    // Columns by their place among the table's live columns (attnum counts dropped ones, which a restore does not).
    ...(await rows(sql`
      select 'column ' || c.relname || '#' || row_number() over (partition by c.relname order by a.attnum)::text || ' ' ||
        a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
        case when a.attnotnull then ' not null' else '' end ||
        coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') ||
        case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end ||
        case when a.attgenerated <> '' then ' generated' else '' end as line
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`)),
    ...(await rows(sql`
      select 'index ' || tablename || '.' || indexname || ': ' || indexdef as line from pg_indexes where schemaname = 'public'`)),
    ...(await rows(sql`
      select 'constraint ' || c.relname || '.' || k.conname || ': ' || pg_get_constraintdef(k.oid) as line
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'`)),
    ...(await rows(sql`
      select 'trigger ' || c.relname || '.' || t.tgname || ': ' || pg_get_triggerdef(t.oid) as line
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal`)),
    ...(await rows(sql`
      select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || '): ' || md5(pg_get_functiondef(p.oid)) as line
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`)),
    ...(await rows(sql`select 'extension ' || extname as line from pg_extension`)),
  ];
}

/** The lines only one side has, marked - (expected only) and + (actual only): empty when the schemas agree. */
export function schemaDiff(expected: string[], actual: string[]): string[] {
  const a = new Set(actual);
  const e = new Set(expected);
  return [...expected.filter((l) => !a.has(l)).map((l) => `- ${l}`), ...actual.filter((l) => !e.has(l)).map((l) => `+ ${l}`)];
}
