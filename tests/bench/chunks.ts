// `node --import tsx tests/bench/chunks.ts [outDir]` (default .build-chunks): builds the app and prints
// what the entry's static import closure (the JS every first load fetches before any route code) holds,
// per chunk and per source module (share of the chunk's gzip size, by each module's rendered share).
// CHUNKS=home,messages adds the chunks whose names start so (with their imports); CHUNKS_JSON=file
// writes every chunk's modules and imports. `npm run bench` measures what a page really fetches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const outDir = process.argv[2] ?? '.build-chunks';
interface ChunkInfo {
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  gzip: number;
  modules: { id: string; length: number }[];
}
const chunks = new Map<string, ChunkInfo>();

const inspect: Plugin = {
  name: 'chunk-inspect',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const [fileName, item] of Object.entries(bundle)) {
      if (item.type !== 'chunk') continue;
      chunks.set(fileName, {
        name: fileName,
        isEntry: item.isEntry,
        imports: item.imports,
        dynamicImports: item.dynamicImports,
        gzip: 0,
        modules: Object.entries(item.modules).map(([id, m]) => ({ id, length: m.renderedLength })),
      });
    }
  },
};

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [inspect] });
// The files as written (Vite fills in preload lists after generateBundle), gzipped like the bench does.
for (const chunk of chunks.values()) chunk.gzip = gzipSync(readFileSync(join(outDir, chunk.name))).length;

if (process.env.CHUNKS_JSON) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(process.env.CHUNKS_JSON, JSON.stringify([...chunks.values()], null, 1));
}
const entry = [...chunks.values()].find((c) => c.isEntry && c.name.includes('index'));
if (!entry) throw new Error('no entry chunk');
const closure = new Set<string>();
const visit = (name: string) => {
  if (closure.has(name)) return;
  closure.add(name);
  for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
};
visit(entry.name);
for (const extra of (process.env.CHUNKS ?? '').split(',').filter(Boolean))
  for (const name of chunks.keys()) if (name.includes(`/${extra}-`)) visit(name);

const short = (id: string) =>
  id
    .replace(/^.*node_modules[\\/]/, 'npm:')
    .replace(process.cwd(), '')
    .replace(/\?.*$/, '');
let total = 0;
const perPackage = new Map<string, number>();
for (const name of closure) {
  const chunk = chunks.get(name);
  if (!chunk) continue;
  total += chunk.gzip;
  console.log(`\n${name}  ${(chunk.gzip / 1024).toFixed(1)} KiB gzip`);
  const sum = chunk.modules.reduce((a, m) => a + m.length, 0) || 1;
  const rows = chunk.modules
    .map((m) => ({ id: short(m.id), kib: ((m.length / sum) * chunk.gzip) / 1024 }))
    .sort((a, b) => b.kib - a.kib);
  for (const row of rows) {
    const pkg = row.id.startsWith('npm:')
      ? row.id
          .split('/')
          .slice(0, row.id.startsWith('npm:@') ? 2 : 1)
          .join('/')
      : row.id.split('/').slice(0, 3).join('/');
    perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + row.kib);
    if (row.kib >= 0.1) console.log(`  ${row.kib.toFixed(2).padStart(6)}  ${row.id}`);
  }
}
console.log(`\nentry closure: ${(total / 1024).toFixed(1)} KiB gzip in ${closure.size} chunks`);
console.log('\nby package / folder (approximate):');
for (const [pkg, kib] of [...perPackage].sort((a, b) => b[1] - a[1]))
  if (kib >= 0.2) console.log(`  ${kib.toFixed(1).padStart(6)}  ${pkg}`);
