/**
 * Approvals (reference 5.3): a playbook whose spec.approval names approvers (people by e-mail,
 * teams by name) starts its runs in `pending_approval`. An approver's approval is a
 * playbook_approvals row (person_id when the person is listed, else team_id of the listed team it
 * belongs to). With type `any` (the default) one approval schedules the run; with `all` every
 * listed person and every listed team must have approved.
 */
import type { Database, Queryable } from '../db/types';
import { RunRequestError, type Caller } from './runs';

interface ApprovalSpec {
  type?: 'any' | 'all';
  approvers?: { people?: string[]; teams?: string[] };
}

interface ApproverTeam {
  id: string;
  name: string;
}

const lower = (value: string) => value.trim().toLowerCase();

async function callerTeams(db: Queryable, personId: string, names: string[]): Promise<ApproverTeam[]> {
  if (names.length === 0) return [];
  const { rows } = await db.query<ApproverTeam>(
    `SELECT t.id, t.name FROM teams t JOIN team_members m ON m.team_id = t.id
      WHERE m.person_id = $1::uuid AND t.deleted_at IS NULL AND lower(t.name) = ANY($2::text[])`,
    [personId, names.map(lower)],
  );
  return rows;
}

async function approvalSatisfied(db: Queryable, runId: string, approval: ApprovalSpec): Promise<boolean> {
  const { rows } = await db.query<{ email: string | null; team: string | null }>(
    `SELECT lower(p.email) AS email, lower(t.name) AS team FROM playbook_approvals a
       LEFT JOIN people p ON p.id = a.person_id LEFT JOIN teams t ON t.id = a.team_id WHERE a.run_id = $1::uuid`,
    [runId],
  );
  if (rows.length === 0) return false;
  if ((approval.type ?? 'any') === 'any') return true;
  const people = new Set(rows.map((row) => row.email).filter(Boolean));
  const teams = new Set(rows.map((row) => row.team).filter(Boolean));
  return (
    (approval.approvers?.people ?? []).every((email) => people.has(lower(email))) &&
    (approval.approvers?.teams ?? []).every((team) => teams.has(lower(team)))
  );
}

/** Records the caller's approval; schedules the run when the rule is met. Returns whether it was scheduled. */
export async function approveRun(db: Database, runId: string, caller: Caller): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; spec: Record<string, unknown> }>(
      'SELECT status, spec FROM playbook_runs WHERE id = $1::uuid FOR UPDATE',
      [runId],
    );
    const run = rows[0];
    if (!run) throw new RunRequestError(404, `playbook run ${runId} not found`);
    const approval = (run.spec.approval ?? {}) as ApprovalSpec;
    const people = approval.approvers?.people ?? [];
    const teamNames = approval.approvers?.teams ?? [];
    if (people.length + teamNames.length === 0) throw new RunRequestError(400, 'this playbook does not require approval');
    if (run.status !== 'pending_approval')
      throw new RunRequestError(400, `playbook run is ${run.status}, not waiting for approval`);
    const listed = !!caller.email && people.map(lower).includes(lower(caller.email));
    const teams = listed ? [] : await callerTeams(tx, caller.id, teamNames);
    if (!listed && teams.length === 0) throw new RunRequestError(403, 'you are not an approver of this playbook');
    const already = await tx.query(
      `SELECT 1 FROM playbook_approvals WHERE run_id = $1::uuid AND (person_id = $2::uuid OR team_id = ANY($3::uuid[]))`,
      [runId, listed ? caller.id : null, teams.map((team) => team.id)],
    );
    if (already.rows.length > 0) throw new RunRequestError(400, 'you have already approved this run');
    await tx.query('INSERT INTO playbook_approvals (run_id, person_id, team_id) VALUES ($1::uuid, $2::uuid, $3::uuid)', [
      runId,
      listed ? caller.id : null,
      listed ? null : teams[0]!.id,
    ]);
    if (!(await approvalSatisfied(tx, runId, approval))) return false;
    await tx.query(`UPDATE playbook_runs SET status = 'scheduled', scheduled_time = now() WHERE id = $1::uuid`, [runId]);
    return true;
  });
}
