interface Batch<Row> {
  rows: Row[];
  committed: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function openBatch<Row>(): Batch<Row> {
  let resolve!: Batch<Row>['resolve'];
  let reject!: Batch<Row>['reject'];
  const committed = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { rows: [], committed, resolve, reject };
}

/**
 * Group commit: the rows handed in during one turn of the event loop are written together by one call of
 * `write` (one INSERT: one commit on SQLite, one round trip on PostgreSQL). Each caller's promise settles with
 * that write: it resolves once the rows are committed and rejects with the write's error if it failed, so every
 * caller of a failed batch fails. A batch is written when the turn it began in ends (setImmediate: a lone caller
 * waits for nothing else), or as soon as another caller's rows would take it past `maxRows`. One caller's rows
 * are never split between batches.
 */
export function groupCommit<Row>(write: (rows: Row[]) => Promise<unknown>, maxRows: number) {
  let open: Batch<Row> | null = null;

  const flush = (batch: Batch<Row>) => {
    if (open === batch) open = null;
    (async () => write(batch.rows))().then(() => batch.resolve(), batch.reject);
  };

  return (rows: readonly Row[]): Promise<void> => {
    if (open && open.rows.length + rows.length > maxRows) flush(open);
    if (!open) {
      const batch = (open = openBatch<Row>());
      setImmediate(() => {
        if (open === batch) flush(batch);
      });
    }
    open.rows.push(...rows);
    return open.committed;
  };
}
