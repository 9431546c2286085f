// `npm run sms:off`: turns off, for every merchant, the switches whose flows text a code (SMS login,
// mobile registration and verification, reset by SMS: server/site/sms-switches.ts). For a site going live
// without an SMS gateway: outside development the server refuses to start with SMS_PROVIDER=outbox while
// one of them is on. Same database as the server (DATABASE_URL, else DATA_DIR with the server stopped).
import { resolve } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { merchants } from '../server/db/schema.ts';
import { SiteConfigStore } from '../server/site/config-store.ts';
import { smsSwitchesOn, withoutSms } from '../server/site/sms-switches.ts';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const database = await openDatabase({ databaseUrl, dataDir, migrate: false }).catch((err) => {
  console.error(`sms:off: cannot open the database: ${err instanceof Error ? err.message : err}`);
  process.exit(2);
});
try {
  const store = new SiteConfigStore(database.db, []);
  for (const { code } of await database.db.select({ code: merchants.code }).from(merchants)) {
    let was: string[] = [];
    await store.update(code, (stored) => {
      was = smsSwitchesOn(stored.switches);
      return { ...stored, switches: withoutSms(stored.switches) };
    });
    console.log(`sms:off: ${code}: ${was.length ? `turned off ${was.join(', ')}` : 'none was on'}`);
  }
} finally {
  await database.close();
}
