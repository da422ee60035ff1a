/**
 * The lists a topology card's badges open, narrowed to one component: the filter-only joins the
 * console sends (contracts' COMPONENT_SCOPE_JOINS) against the real migrated schema, matching the
 * reference's *_by_component views.
 */
import { COMPONENT_SCOPE_JOINS } from '@opsdeck/contracts';
import { REF as R } from './testing/reference-data';
import { COUNT, createReferenceFixture, ids, type ReferenceFixture } from './testing/reference-fixture';

let f: ReferenceFixture;
beforeAll(async () => {
  f = await createReferenceFixture();
});
afterAll(async () => f?.db.close());
const ok: ReferenceFixture['ok'] = (...args) => f.ok(...args);

const { incidents, insights } = COMPONENT_SCOPE_JOINS;
const UNRELATED = '00000000-0000-4000-8000-0000000000ff';

describe('lists narrowed to one component', () => {
  it("incident_summary keeps every evidence counted and lists the component's incidents, as incidents_by_component", async () => {
    const url = (component: string) =>
      `incident_summary?select=id,hypotheses(evidences(id)),${incidents.embed}&${incidents.path}.component_id=eq.${component}&order=created_at.desc`;
    const narrowed = await ok(url(R.component), { prefer: COUNT });
    expect(ids(narrowed.body)).toEqual(ids((await ok(`incidents_by_component?component_id=eq.${R.component}`)).body));
    expect(ids(narrowed.body)).toEqual([R.incident]);
    expect(narrowed.body[0].hypotheses).toEqual([{ evidences: [{ id: R.evidence }] }]);
    expect(narrowed.headers['Content-Range']).toBe('0-0/1');
    expect((await ok(url(UNRELATED))).body).toEqual([]);
  });

  it("config_analysis_items lists the insights of the component's related configs, as analysis_by_component", async () => {
    const url = (component: string) =>
      `config_analysis_items?select=id,config_id,${insights.embed}&${insights.path}.component_id=eq.${component}&${insights.path}.deleted_at=is.null&status=in.(open)`;
    const narrowed = await ok(url(R.component), { prefer: COUNT });
    const reference = await ok(`analysis_by_component?component_id=eq.${R.component}&select=analysis_id`);
    expect(ids(narrowed.body)).toEqual(reference.body.map((row: { analysis_id: string }) => row.analysis_id));
    expect(ids(narrowed.body)).toEqual([R.analysis]);
    expect((await ok(url(UNRELATED))).body).toEqual([]);
  });

  it("checks_by_component names the component's checks", async () => {
    expect(ids((await ok(`checks_by_component?select=id&component_id=eq.${R.component}&limit=500`)).body)).toEqual([R.check]);
  });
});
