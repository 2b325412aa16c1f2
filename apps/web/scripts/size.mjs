// Budget check (docs/performance.md): the JavaScript the shop's first page ('/') downloads — the entry chunk and
// everything it imports statically, not dynamic imports — must stay within 200 KB gzip'd, and none of
// it may be centre code. Reads Vite's build manifest; run after `npm run build` (SIZE_DIST=DIR: another build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 200;
const dist = path.resolve(process.env.SIZE_DIST ?? path.resolve(import.meta.dirname, '../dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`size: ${manifestPath} is missing; run npm run build first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`size: expected one entry chunk, found ${entries.length}`);
  process.exit(1);
}

/** A chunk and everything it imports statically, as manifest keys. */
const closure = (start, seen = new Set()) => {
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  walk(start);
  return seen;
};
const seen = closure(entries[0][0]);
const gzipSize = (key) => zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length;

let total = 0;
const rows = [];
const centre = [];
for (const key of seen) {
  const chunk = manifest[key];
  const gz = gzipSize(key);
  total += gz;
  rows.push([chunk.file, gz]);
  if (/centre/i.test(key) || /centre/i.test(chunk.file) || (chunk.src && chunk.src.includes('features/centre/')))
    centre.push(key);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const kb = total / 1024;
console.log(`size: shop first load ${kb.toFixed(1)} KB gzip'd JavaScript in ${rows.length} files (budget ${BUDGET_KB} KB)`);

let failed = false;
if (kb > BUDGET_KB) {
  console.error(`size: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}
if (centre.length) {
  console.error(`size: the first load pulls centre code: ${centre.join(', ')}`);
  failed = true;
}
// Code the first page does not show must not hide inside a shared chunk either: look for a string
// each module surely contains (action types of the centre slices, library literals).
const forbidden = {
  'centre slices': ['centre/topNavSelected', 'motherDashboard/'],
  'the form engine (@rc-component/form)': ['Form.List only accepts function as children.'],
  'tables (@rc-component/table)': ["'rc-table'", '"rc-table"'],
  'charts (recharts)': ['recharts-wrapper'],
};
const scan = (keys, where) => {
  for (const key of keys) {
    const text = fs.readFileSync(path.join(dist, manifest[key].file), 'utf8');
    for (const [what, markers] of Object.entries(forbidden)) {
      if (markers.some((m) => text.includes(m))) {
        console.error(`size: ${manifest[key].file} (${where}) contains ${what}`);
        failed = true;
      }
    }
  }
};
scan(seen, 'first load');

// The item page (server-rendered, with a Lighthouse target) links its own files beside the entry's: they are
// reported, and its buy controls are plain form controls, so the form engine stays out of them too.
const ITEM_PAGE = 'src/features/shop/item/item-page.tsx';
if (!manifest[ITEM_PAGE]) {
  console.error(`size: ${ITEM_PAGE} is not in the manifest`);
  failed = true;
} else {
  const own = [...closure(ITEM_PAGE)].filter((key) => !seen.has(key));
  const kbOwn = own.reduce((sum, key) => sum + gzipSize(key), 0) / 1024;
  console.log(`size: the item page adds ${kbOwn.toFixed(1)} KB gzip'd JavaScript in ${own.length} files`);
  scan(own, 'item page');
}
process.exit(failed ? 1 : 0);
