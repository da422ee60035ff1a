/**
 * The catalog console's own query shapes (remotes/catalog), run against the real migrated schema
 * with the reference data set: tri-state filters as one and=(...) tree with JSON pairs, quoted
 * values, and the list's sort.
 */
import { REF as R } from './testing/reference-data';
import { COUNT, createReferenceFixture, ids, type ReferenceFixture } from './testing/reference-fixture';

let f: ReferenceFixture;
beforeAll(async () => {
  f = await createReferenceFixture();
});
afterAll(async () => f?.db.close());

describe('catalog console queries', () => {
  it('filters configs by type, status, labels and tags in one tree, with quoted values', async () => {
    const included = await f.ok(
      'configs?select=id,name&deleted_at=is.null&and=(type.in.("Kubernetes::Pod"),or(labels.cs.{"app":"web"},labels.cs.{"app":"db"}))&order=name.asc.nullslast,id.asc',
      { prefer: COUNT },
    );
    expect(ids(included.body)).toEqual([R.config]);
    const excluded = await f.ok(
      'configs?select=id&and=(or(status.is.null,status.not.in.(Running)),or(labels.is.null,labels.not.cs.{"app":"web"}))',
    );
    expect(ids(excluded.body)).not.toContain(R.config);
    const quoted = await f.ok('configs?select=id&and=(labels.cs."{\\"app\\":\\"web\\"}")');
    expect(ids(quoted.body)).toEqual([R.config]);
  });
});
