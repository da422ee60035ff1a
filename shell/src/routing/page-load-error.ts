import { conciseFederationMessage } from '../remotes/federation-messages';
import { withThrown } from '../remotes/remote-script-errors';

/**
 * A remote's page that could not be loaded (its chunk is missing, threw, or exports no
 * component), as opposed to a page that loaded and then failed to render.
 */
export class PageLoadError extends Error {
  override name = 'PageLoadError';

  constructor(
    readonly remoteLabel: string,
    readonly path: string,
    cause: unknown,
    /** What the page's scripts threw while loading. */
    thrown: readonly string[] = [],
  ) {
    const reason = conciseFederationMessage(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    super(`${remoteLabel}: the page ${path} could not be loaded (${withThrown(reason, thrown)})`, { cause });
  }
}
