import { describeIncidentRuleSpecProblem, incidentRuleSpecProblems } from '@opsdeck/contracts';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck } from '../postgrest/guard';

/**
 * Incident rules written through /db must keep to the rule spec the evaluator reads (contracts'
 * incidentRuleSpecSchema): a bad spec is a 400 naming the first problem, and nothing is kept.
 * A PATCH that leaves the spec as it was (a soft delete) is not checked, so older rows stay deletable.
 */
export const incidentRuleSpecCheck: WriteCheck = {
  after: async (change) => {
    const before = new Map(change.before.map((row) => [String(row.id), JSON.stringify(row.spec)]));
    for (const row of change.after) {
      if (change.method === 'PATCH' && before.get(String(row.id)) === JSON.stringify(row.spec)) continue;
      const [first] = incidentRuleSpecProblems(row.spec ?? {});
      if (first) throw new PgrstError(400, '22023', `invalid incident rule spec: ${describeIncidentRuleSpecProblem(first)}`);
    }
  },
};
