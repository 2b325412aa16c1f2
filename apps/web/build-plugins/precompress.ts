import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `x.br` (brotli, best) and `x.gz` (gzip, best) beside every text file of the build over 1 KB,
 * for the server to send as they are (@fastify/static's preCompressed): compressed once at build time
 * at the highest levels, instead of on every request or not at all. Without it the shop's first load
 * went over the wire uncompressed, three times its gzip'd size, and Lighthouse's simulated mobile
 * network made that the largest part of first paint (docs/performance.md). Runs after every other
 * plugin has written its files (the service worker included); a variant no smaller than the file is skipped.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pnc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of files(outDir)) {
          if (!TEXT.test(file)) continue;
          const raw = fs.readFileSync(file);
          if (raw.length < 1024) continue;
          const br = await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gz = await gzip(raw, { level: 9 });
          if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}
