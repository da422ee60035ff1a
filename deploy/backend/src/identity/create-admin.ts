// Creates (or resets the password of) an administrator identity.
// Usage: tsx deploy/backend/src/identity/create-admin.ts --email admin@example.com --password '<secret>' [--reset]
// Uses DATABASE_URL, or the PGlite data directory (DATA_DIR) like the backend itself.
import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { ensureAccount } from './demo';

export function parseCreateAdminArgs(argv: string[]): { email: string; password: string; reset: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, reset: { type: 'boolean', default: false } },
    strict: true,
  });
  const email = values.email?.trim();
  const password = values.password ?? process.env.OPSDECK_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('usage: create-admin.ts --email <address> --password <password> [--reset]');
  return { email, password, reset: values.reset ?? false };
}

async function main(): Promise<void> {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const db = await openDatabase();
  try {
    await migrate(db);
    const created = await ensureAccount(db, {
      email: args.email,
      password: args.password,
      role: 'admin',
      resetPassword: args.reset,
    });
    console.log(
      created
        ? `administrator ${args.email} created`
        : `administrator ${args.email} already existed; role admin ensured${args.reset ? ', password reset' : ''}`,
    );
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
