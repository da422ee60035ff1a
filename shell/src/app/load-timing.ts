// When the signed-in console first had its session and flags (ms since navigation start): the
// shell's load time on the About page.
let consoleReadyAt: number | undefined;

export function markConsoleReady(): void {
  if (consoleReadyAt === undefined && typeof performance !== 'undefined') consoleReadyAt = Math.round(performance.now());
}

export const consoleReadyMs = (): number | undefined => consoleReadyAt;
