/**
 * One more backend process for the notifications benchmark's burst: a dispatcher on DATABASE_URL
 * that works the queue until nothing is left, then exits.
 */
import { openDatabase } from '../src/db/open-database';
import { NotificationDispatcher } from '../src/notifications/dispatcher';

async function main(): Promise<void> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    await new NotificationDispatcher({ db, concurrency: 16 }).drain();
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
