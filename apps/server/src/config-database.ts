/**
 * Which database the server opens: DATABASE_URL (sqlite:<path> or postgres://…), or PostgreSQL's own PGHOST, PGPORT,
 * PGUSER, PGPASSWORD and PGDATABASE, handed to pg as separate fields so a password needs no URL escaping. The two
 * ways never mix: pg would otherwise fill what the URL lacks from the PG* variables behind the operator's back.
 * Every refusal names its variable and never repeats a value (a URL or a password may be a secret).
 */

/** pg's connection fields, as pg.Pool takes them. */
export interface PgConnection {
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  database?: string;
}

export type DatabaseConfig =
  { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string } | { engine: 'postgres'; connection: PgConnection };

export const PG_VARIABLES = ['PGHOST', 'PGPORT', 'PGUSER', 'PGPASSWORD', 'PGDATABASE'] as const;

type DatabaseEnv = { DATABASE_URL?: string } & Partial<Record<(typeof PG_VARIABLES)[number], string>>;

export type DatabaseProblem = { name: string; message: string };

const DEFAULT_DATABASE_URL = 'sqlite:data/app.db';

/** The database the environment names, or the first problem with it (the variable and why). */
export function databaseFromEnv(env: DatabaseEnv): DatabaseConfig | DatabaseProblem {
  const pgGiven = PG_VARIABLES.filter((name) => env[name] !== undefined);
  if (env.DATABASE_URL !== undefined && pgGiven.length) {
    return {
      name: pgGiven[0]!,
      message: `${pgGiven[0]} is set while DATABASE_URL is set too: give the database either as DATABASE_URL or as PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE, not both`,
    };
  }
  if (pgGiven.length) return fromPgVariables(env);
  const url = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (/^sqlite:.+/.test(url)) return { engine: 'sqlite', path: url.slice('sqlite:'.length) };
  if (!/^postgres(ql)?:\/\//.test(url)) {
    return { name: 'DATABASE_URL', message: 'DATABASE_URL must be sqlite:<path> or postgres://…' };
  }
  if (!URL.canParse(url) || !new URL(url).hostname) {
    return {
      name: 'DATABASE_URL',
      message:
        'DATABASE_URL is not a valid URL: percent-encode / @ # : ? in the user name and password, or give the password in PGPASSWORD with PGHOST, PGUSER and PGDATABASE instead of DATABASE_URL',
    };
  }
  return { engine: 'postgres', url };
}

function fromPgVariables(env: DatabaseEnv): DatabaseConfig | DatabaseProblem {
  if (!env.PGHOST) {
    return { name: 'PGHOST', message: "PGHOST is required with the PG* variables: the PostgreSQL server's host name or address" };
  }
  if (!env.PGDATABASE) return { name: 'PGDATABASE', message: 'PGDATABASE is required with PGHOST: the database name' };
  if (env.PGPORT !== undefined && !(/^\d{1,5}$/.test(env.PGPORT) && Number(env.PGPORT) >= 1 && Number(env.PGPORT) <= 65535)) {
    return { name: 'PGPORT', message: 'PGPORT must be a port number (1 to 65535)' };
  }
  const connection: PgConnection = { host: env.PGHOST, database: env.PGDATABASE };
  if (env.PGPORT !== undefined) connection.port = Number(env.PGPORT);
  if (env.PGUSER !== undefined) connection.user = env.PGUSER;
  if (env.PGPASSWORD !== undefined) connection.password = env.PGPASSWORD;
  return { engine: 'postgres', connection };
}

export const isDatabaseProblem = (v: DatabaseConfig | DatabaseProblem): v is DatabaseProblem => 'message' in v;
