import { databaseVariables, loadConfig } from '@sitesage/config';
import { createDatabase, isDatabaseUnavailable } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';
import type { BillingDatabase } from '../db/database.js';
import { createOffersRepository } from '../db/offers.repository.js';
import { formatOffers, offersUsage, parseOffersCommand } from './offers.fns.js';

// The operator's way to run an offer (spec §3 Offer): `npm run billing:offers -- add …` writes it to
// the database billing reads (the embedded one while `npm start` runs, or DATABASE_URL), and the
// owners it is for see it on their plan page at once; `list` and `end` look after it.
const command = parseOffersCommand(process.argv.slice(2));
if (typeof command === 'string') {
  process.stderr.write(`${command}\n\n${offersUsage}`);
  process.exit(2);
}

const config = loadConfig({ database: databaseVariables });
const log = createLogger({ service: 'offers-cli', level: 'warn', destination: process.stderr });
const db = createDatabase<BillingDatabase>({
  url: config.database.url,
  poolMax: 1,
  log,
  applicationName: 'sitesage-offers-cli',
});
const offers = createOffersRepository(db);
try {
  if (command.kind === 'list') {
    process.stdout.write(formatOffers(await offers.listAllOffers()));
  } else if (command.kind === 'add') {
    process.stdout.write(`Added:\n${formatOffers([await offers.createOffer(command)])}`);
  } else if (await offers.endOffer(command.offerId, new Date())) {
    process.stdout.write(`Ended offer ${command.offerId}.\n`);
  } else {
    process.stderr.write(`No open offer ${command.offerId}.\n`);
    process.exitCode = 1;
  }
} catch (error) {
  if (!isDatabaseUnavailable(error)) throw error;
  process.stderr.write('Cannot reach the database: start SiteSage with `npm start`, or set DATABASE_URL.\n');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
