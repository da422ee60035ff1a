/** A federation runtime message without its "View the docs" line and repeated prefix. */
export function conciseFederationMessage(message: string): string {
  return message
    .split('\n')
    .filter((line) => !line.startsWith('View the docs'))
    .join(' ')
    .replace(/^\[ Federation Runtime \]:?\s*/, '')
    .trim();
}
