import { LOCAL_AGENT_ID, SYSTEM_PERSON_ID } from '../db/constants';
import { DAY, HOUR, MINUTE, ago, idAgo, sha256, type SeedContext } from './context';
import { insertRows, json } from './sql';

export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest'] as const;
export type Role = (typeof ROLES)[number];

export interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface Team {
  id: string;
  name: string;
  icon: string;
  members: Person[];
}

export interface Agent {
  id: string;
  name: string;
}

export interface PeopleSeed {
  people: Person[];
  /** The demo account of each role (`<role>@opsdeck.local`, admin from OPSDECK_ADMIN_EMAIL). */
  byRole: Record<Role, Person>;
  admin: Person;
  teams: Team[];
  agents: Agent[];
}

/** The demo admin's email: env OPSDECK_ADMIN_EMAIL, default admin@opsdeck.local. */
export function demoAdminEmail(): string {
  return process.env.OPSDECK_ADMIN_EMAIL?.trim() || 'admin@opsdeck.local';
}

const ROLE_ACCOUNTS: Record<Role, { name: string; title: string }> = {
  admin: { name: 'Ada Admin', title: 'Platform Lead' },
  editor: { name: 'Eddie Editor', title: 'Platform Engineer' },
  commander: { name: 'Carla Commander', title: 'Incident Manager' },
  responder: { name: 'Ravi Responder', title: 'Site Reliability Engineer' },
  viewer: { name: 'Vera Viewer', title: 'Product Manager' },
  guest: { name: 'Gus Guest', title: 'Auditor' },
};

// More colleagues so lists, pickers and team pages have substance (each gets one role).
const COLLEAGUES: [string, string, Role][] = [
  ['Maya Chen', 'Staff SRE', 'admin'],
  ["Liam O'Connor", 'Backend Engineer', 'editor'],
  ['Priya Raman', 'Database Engineer', 'editor'],
  ['Jonas Weber', 'SRE', 'responder'],
  ['Sofia Martins', 'Security Engineer', 'commander'],
  ['Kwame Mensah', 'Payments Engineer', 'responder'],
  ['Hannah Fischer', 'Data Engineer', 'editor'],
  ['Diego Alvarez', 'Network Engineer', 'responder'],
  ['Aiko Tanaka', 'Engineering Manager', 'commander'],
  ['Noah Williams', 'Support Engineer', 'viewer'],
  ['Fatima Zahra', 'QA Engineer', 'viewer'],
  ['Oskar Lind', 'Contractor', 'guest'],
  ['Elena Petrova', 'Platform Engineer', 'editor'],
  ['Samuel Okafor', 'SRE', 'responder'],
];

const TEAMS: [string, string, string[]][] = [
  ['Platform', 'kubernetes', ['admin', 'Maya Chen', 'Elena Petrova', 'editor', "Liam O'Connor"]],
  ['SRE', 'heart', ['responder', 'Jonas Weber', 'Samuel Okafor', 'Maya Chen', 'commander']],
  ['Payments', 'dollar', ['Kwame Mensah', 'Priya Raman', 'Aiko Tanaka']],
  ['Data', 'database', ['Hannah Fischer', 'Priya Raman']],
  ['Security', 'shield', ['Sofia Martins', 'Diego Alvarez', 'guest']],
];

function emailFor(name: string): string {
  const [first, ...rest] = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ');
  return `${first}.${rest.join('')}@opsdeck.local`;
}

export async function seedPeople(ctx: SeedContext): Promise<PeopleSeed> {
  const { rng } = ctx;
  const people: Person[] = [];
  const byRole = {} as Record<Role, Person>;
  for (const role of ROLES) {
    const email = role === 'admin' ? demoAdminEmail() : `${role}@opsdeck.local`;
    const person = { id: idAgo(ctx, 120 * DAY), name: ROLE_ACCOUNTS[role].name, email, role };
    byRole[role] = person;
    people.push(person);
  }
  for (const [name, , role] of COLLEAGUES) {
    people.push({ id: idAgo(ctx, rng.int(30, 110) * DAY), name, email: emailFor(name), role });
  }
  const titles = new Map<string, string>([
    ...ROLES.map((r) => [byRole[r].id, ROLE_ACCOUNTS[r].title] as [string, string]),
    ...COLLEAGUES.map(([name, title]) => [people.find((p) => p.name === name)?.id ?? '', title] as [string, string]),
  ]);
  const admin = byRole.admin;

  await insertRows(
    ctx.tx,
    'people',
    people.map((p, i) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      avatar: null,
      type: 'user',
      title: titles.get(p.id) ?? null,
      organization: 'Opsdeck Demo',
      phone: i % 4 === 0 ? `+1-555-01${String(i).padStart(2, '0')}` : null,
      properties: json({ role: p.role }),
      created_at: ago(ctx, 100 * DAY - i * HOUR),
      updated_at: ago(ctx, rng.int(1, 20) * DAY),
      last_login: i % 5 === 4 ? null : ago(ctx, rng.int(5, 60 * 24 * 7) * MINUTE),
    })),
  );

  // Role grants live in casbin_rule ('g', person, role); people_roles reads them from there.
  await insertRows(
    ctx.tx,
    'casbin_rule',
    people.map((p) => ({ ptype: 'g', v0: p.id, v1: p.role })),
  );

  const find = (key: string): Person => {
    const person = ROLES.includes(key as Role) ? byRole[key as Role] : people.find((p) => p.name === key);
    if (!person) throw new Error(`unknown demo person ${key}`);
    return person;
  };
  const teams: Team[] = TEAMS.map(([name, icon, members], i) => ({
    id: idAgo(ctx, (90 - i) * DAY),
    name,
    icon,
    members: members.map(find),
  }));
  await insertRows(
    ctx.tx,
    'teams',
    teams.map((t, i) => ({
      id: t.id,
      name: t.name,
      icon: t.icon,
      spec: json({
        components: [{ labelSelector: `team=${t.name.toLowerCase()}` }],
        notifications: [{ email: `${t.name.toLowerCase()}@opsdeck.local` }],
      }),
      source: 'UI',
      created_by: admin.id,
      created_at: ago(ctx, (90 - i) * DAY),
      updated_at: ago(ctx, (30 - i) * DAY),
    })),
  );
  await insertRows(
    ctx.tx,
    'team_members',
    teams.flatMap((t) => t.members.map((m) => ({ team_id: t.id, person_id: m.id, source: 'UI' }))),
  );
  // A person's primary team.
  for (const team of teams) {
    const lead = team.members[0];
    if (lead) await ctx.tx.query('UPDATE people SET team_id = $1 WHERE id = $2 AND team_id IS NULL', [team.id, lead.id]);
  }

  // Remote agents, each with its service person and token (only a hash is stored).
  const agentDefs = [
    { name: 'eu-west-prod', host: 'agent-eu-west-prod-7c9f', ip: '10.20.4.17', seenAgo: 20_000, version: 'v0.9.12' },
    { name: 'us-east-staging', host: 'agent-us-east-staging-2b41', ip: '10.40.8.3', seenAgo: 3 * DAY, version: 'v0.9.8' },
  ];
  const agents: Agent[] = [{ id: LOCAL_AGENT_ID, name: 'local' }];
  for (const def of agentDefs) {
    const personId = idAgo(ctx, 60 * DAY);
    const username = `agent-${rng.hex(16)}`;
    await insertRows(ctx.tx, 'people', [
      { id: personId, name: username, email: `${username}@local`, type: 'agent', created_at: ago(ctx, 60 * DAY) },
    ]);
    await insertRows(ctx.tx, 'casbin_rule', [{ ptype: 'g', v0: personId, v1: 'agent' }]);
    const agent = { id: idAgo(ctx, 60 * DAY), name: def.name };
    agents.push(agent);
    await insertRows(ctx.tx, 'agents', [
      {
        id: agent.id,
        name: def.name,
        hostname: def.host,
        description: `Agent in the ${def.name} cluster`,
        ip: def.ip,
        version: def.version,
        username,
        person_id: personId,
        properties: json({ cluster: def.name, region: def.name.split('-').slice(0, 2).join('-') }),
        created_by: admin.id,
        created_at: ago(ctx, 60 * DAY),
        updated_at: ago(ctx, 2 * DAY),
        last_seen: ago(ctx, def.seenAgo),
        last_received: ago(ctx, def.seenAgo + 5_000),
      },
    ]);
    await insertRows(ctx.tx, 'access_tokens', [
      {
        id: idAgo(ctx, 60 * DAY),
        name: `agent-${def.name}`,
        value: sha256(`demo-agent-token:${def.name}`),
        person_id: personId,
        created_by: admin.id,
        auto_renew: true,
        created_at: ago(ctx, 60 * DAY),
        expires_at: ago(ctx, -305 * DAY),
      },
    ]);
  }

  // API tokens of the admin (values are hashes of throwaway strings; nobody can use them).
  await insertRows(
    ctx.tx,
    'access_tokens',
    ['ci-pipeline', 'grafana-datasource'].map((name, i) => ({
      id: idAgo(ctx, (40 - i * 10) * DAY),
      name,
      value: sha256(`demo-api-token:${name}`),
      person_id: admin.id,
      created_by: admin.id,
      auto_renew: false,
      created_at: ago(ctx, (40 - i * 10) * DAY),
      expires_at: ago(ctx, -(50 + i * 100) * DAY),
    })),
  );

  // Runtime properties; `<feature>.disable` keys are the console's feature flags.
  await insertRows(
    ctx.tx,
    'properties',
    [
      ['incidents.disable', 'false'],
      ['logs.disable', 'false'],
      ['playbooks.disable', 'false'],
      ['check.status.retention.days', '90'],
      ['playbook.run.timeout', '30m'],
      ['notification.send.retries', '3'],
      ['catalog.changes.retention.days', '180'],
    ].map(([name, value], i) => ({
      name,
      value,
      created_by: i < 3 ? admin.id : SYSTEM_PERSON_ID,
      created_at: ago(ctx, (50 - i) * DAY),
      updated_at: ago(ctx, (10 - i) * DAY),
    })),
  );

  return { people, byRole, admin, teams, agents };
}
