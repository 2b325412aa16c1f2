// Writes the PWA icons into public/ as PNGs drawn pixel by pixel (no image packages needed).
// Run: node scripts/make-icons.mjs — the output is committed, so builds do not depend on it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const out = path.resolve(import.meta.dirname, '../public');
const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const teal = hex('#71c6d0');
const deep = hex('#0b6e7a');
const sun = hex('#fff6d6');
const white = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** Draws the logo: a teal disc (or full square when maskable), a rising sun and a white wave. */
function draw(size, { maskable = false } = {}) {
  const ss = 4; // supersampling for smooth edges
  const rows = [];
  const safe = maskable ? 0.8 : 1; // maskable icons keep the motif inside the 80% safe zone
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      let acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++)
        for (let sx = 0; sx < ss; sx++) {
          const u = ((x + (sx + 0.5) / ss) / size) * 2 - 1;
          const v = ((y + (sy + 0.5) / ss) / size) * 2 - 1;
          const inside = maskable || u * u + v * v <= 1;
          if (!inside) continue;
          const mu = u / safe;
          const mv = v / safe;
          let c = teal;
          const wave = 0.3 + 0.08 * Math.sin(mu * 3);
          if (mv > wave + 0.22) c = deep;
          else if (mv > wave) c = white;
          else if ((mu - 0.05) ** 2 + (mv + 0.2) ** 2 < 0.16) c = sun;
          acc = [acc[0] + c[0], acc[1] + c[1], acc[2] + c[2], acc[3] + 255];
        }
      const n = ss * ss;
      const a = acc[3] / n;
      const px = a ? [acc[0] / (acc[3] / 255), acc[1] / (acc[3] / 255), acc[2] / (acc[3] / 255)] : [0, 0, 0];
      row.set([Math.round(px[0]), Math.round(px[1]), Math.round(px[2]), Math.round(a)], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(path.join(out, 'icons'), { recursive: true });
const files = {
  'icons/icon-192.png': draw(192),
  'icons/icon-512.png': draw(512),
  'icons/icon-maskable-512.png': draw(512, { maskable: true }),
  'apple-touch-icon.png': draw(180, { maskable: true }),
  'favicon.png': draw(48),
};
for (const [name, data] of Object.entries(files)) {
  fs.writeFileSync(path.join(out, name), data);
  console.log(`${name} ${data.length} bytes`);
}
