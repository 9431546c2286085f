// `npm test` step: the catalogs hold every string of the source, and Filipino translates each one.
// A production build keeps only message ids, so a string missing from the catalogs would show its id.
// Runs `lingui extract` on a copy of the catalogs and compares; the working tree is left as it was.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Catalog = Map<string, string>;

/** The catalogs of a locale folder (lingui.config.ts splits them: `home` and `messages`). */
const catalogsOf = (locale: string) =>
  readdirSync(join('locales', locale))
    .filter((f) => f.endsWith('.po'))
    .map((f) => join('locales', locale, f));

/** msgid → msgstr of a .po file (single-line entries, as Lingui writes them). */
function readPo(path: string): Catalog {
  const out: Catalog = new Map();
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const id = lines[i]?.match(/^msgid (".*")$/);
    const str = lines[i + 1]?.match(/^msgstr (".*")$/);
    if (id?.[1] && str?.[1] && id[1] !== '""') out.set(JSON.parse(id[1]), JSON.parse(str[1]));
  }
  return out;
}

const backup = mkdtempSync(join(tmpdir(), 'swerte-locales-'));
cpSync('locales', backup, { recursive: true });
const problems: string[] = [];
try {
  // Per catalog: a string the lobby starts using must be in `home` even when `messages` has it.
  const before = new Map(catalogsOf('en').map((path) => [path, readPo(path)]));
  const res = spawnSync('npx', ['lingui', 'extract'], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`lingui extract failed:\n${res.stderr}`);
  for (const path of catalogsOf('en')) {
    const added = [...readPo(path).keys()].filter((id) => !before.get(path)?.has(id));
    if (added.length) problems.push(`not in ${path} (run npm run i18n:extract): ${added.join(' | ')}`);
  }
} finally {
  cpSync(backup, 'locales', { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}
const untranslated = catalogsOf('fil').flatMap((path) =>
  [...readPo(path)].filter(([, str]) => !str).map(([id]) => id),
);
if (untranslated.length) problems.push(`no Filipino translation: ${untranslated.join(' | ')}`);

if (problems.length) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.log('catalogs complete: every string extracted, Filipino for each');
