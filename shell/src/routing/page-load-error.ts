import { conciseFederationMessage } from '../remotes/federation-messages';
import { takeScriptErrorOf } from '../remotes/remote-script-errors';

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
  ) {
    const reason = conciseFederationMessage(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    const thrown = takeScriptErrorOf(cause);
    super(`${remoteLabel}: the page ${path} could not be loaded (${reason}${thrown ? `; its script threw ${thrown}` : ''})`, { cause });
  }
}
