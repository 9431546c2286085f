// Prints docs/money.md's return-to-player table from the rules (server/studio/rtp.ts); with `--write` it
// replaces the table in docs/money.md's "## Return to player (RTP)" section. The unit test
// tests/unit/server/rtp.test.ts fails until docs/money.md carries what this prints.
//   npx tsx scripts/rtp-table.ts [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import { rtpTable } from '../server/studio/rtp.ts';

const RTP_HEADING = '## Return to player (RTP)';
const PAGE = 'docs/money.md';

/** The page with the section's table (its first run of `|` lines) replaced by `table`. */
function withTable(readme: string, table: string): string {
  const lines = readme.split('\n');
  const heading = lines.indexOf(RTP_HEADING);
  if (heading < 0) throw new Error(`docs/money.md has no "${RTP_HEADING}" section`);
  const start = lines.findIndex((l, i) => i > heading && l.startsWith('|'));
  const next = lines.findIndex((l, i) => i > heading && l.startsWith('## '));
  if (start < 0 || (next >= 0 && start > next)) throw new Error('the RTP section has no table');
  let end = start;
  while (lines[end]?.startsWith('|')) end++;
  return [...lines.slice(0, start), table, ...lines.slice(end)].join('\n');
}

const table = rtpTable();
if (process.argv.includes('--write')) {
  writeFileSync(PAGE, withTable(readFileSync(PAGE, 'utf8'), table));
  console.log(`${PAGE}: RTP table written`);
} else {
  console.log(table);
}
