#!/usr/bin/env node
// `npm start`: installs, builds and starts the whole console (gateway + reference backend on the
// embedded database, with demo data), then prints where to sign in.
import { buildApps, ensurePnpm, installDependencies, log, runOrExit } from './toolchain.mjs';

ensurePnpm();
installDependencies();
if (process.env.OPSDECK_SKIP_BUILD !== '1') buildApps();
log('starting the gateway and the reference backend');
runOrExit('pnpm', ['--filter', '@opsdeck/deploy', 'start'], {
  env: { OPSDECK_DEMO: '1', ...process.env },
});
