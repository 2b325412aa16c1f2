import fs from 'node:fs';

/**
 * The header of an SQLite database's WAL index (its `-shm` file), which SQLite rewrites in every commit: a
 * reader finds the committed state through it. Its layout is part of SQLite's documented file formats
 * (https://sqlite.org/walformat.html, "The WAL-Index Header"): two copies of a 48-byte header at the start,
 * written second copy first, `isInit` at byte 12. Equal header bytes mean nothing was committed in between,
 * by this process or any other. Reading them is one `pread` of the shared file, where asking the database
 * costs SQLite's file locks (several system calls) and a query.
 */
export class WalHeader {
  private fd: number | undefined;
  private readonly bytes = Buffer.alloc(96);

  constructor(private readonly shmPath: string) {}

  /** The header as text, or undefined when it cannot be read whole (no file yet, not initialised, mid-write). */
  read(): string | undefined {
    try {
      this.fd ??= fs.openSync(this.shmPath, 'r');
      if (fs.readSync(this.fd, this.bytes, 0, 96, 0) < 96) return undefined;
    } catch {
      return undefined;
    }
    if (this.bytes[12] !== 1 || this.bytes.compare(this.bytes, 0, 48, 48, 96) !== 0) return undefined;
    return this.bytes.toString('latin1', 0, 48);
  }

  close() {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }
}
