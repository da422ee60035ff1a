import { SHARED_SINGLETONS } from '@opsdeck/shared/federation';
import { lazilyProvidedSingletons } from './provided-singletons';

describe('lazilyProvidedSingletons', () => {
  it('covers every UI-kit entry point of the singleton list that the shell does not import eagerly', () => {
    const eagerInShell = new Set([
      '@opsdeck/shared',
      '@opsdeck/shared/services',
      '@opsdeck/shared/overlays',
      '@opsdeck/shared/extensions',
    ]);
    const kitEntries = SHARED_SINGLETONS.filter((key) => key.startsWith('@opsdeck/shared') && !eagerInShell.has(key));
    expect(Object.keys(lazilyProvidedSingletons).sort()).toEqual([...kitEntries].sort());
  });
});
