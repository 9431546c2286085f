// Playwright's global setup: the database the journeys' own servers start from (own-server.ts copies
// it), opened once as such a server opens it, so each start skips migrating and seeding.
import { rmSync } from 'node:fs';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seeded } from '../../server/seed/seed.ts';
import { ownServerEnv, ownServerTemplateDir } from './own-server.ts';

export default async function globalSetup(): Promise<() => void> {
  const dir = ownServerTemplateDir();
  rmSync(dir, { recursive: true, force: true });
  const config = loadConfig({ ...process.env, ...ownServerEnv(0, dir, 'dist') });
  const database = await openDatabase({ ...config, ...seeded(config) });
  await database.close();
  return () => rmSync(dir, { recursive: true, force: true });
}
