import fs from 'node:fs';

/**
 * Replaces what stands between `<!-- ${marker} -->` and `<!-- /${marker} -->` in a Markdown file
 * (docs/performance.md: `bench:server` for npm run bench, `bench:web` for npm run bench:web).
 * The markers must be there already: the document's prose around them is written by hand.
 */
export function replaceBlock(file: string, marker: string, content: string) {
  const text = fs.readFileSync(file, 'utf8');
  const open = `<!-- ${marker} -->`;
  const close = `<!-- /${marker} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`${file} has no ${open} … ${close} block to write the results into`);
  fs.writeFileSync(file, `${text.slice(0, start + open.length)}\n${content}\n${text.slice(end)}`);
}
