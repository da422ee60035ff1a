import { AgentNameTakenError, generateAgent, generateAgentRequestSchema } from '../../agents/generate';
import { HttpError } from '../errors';
import type { RouteModule } from '../types';

/**
 * POST /agent/generate (reference 5.6): registers an agent and answers 201 `{id, username,
 * access_token}` (plus `agent_id`); the token is shown this once. Needs write on agents
 * (mission-control: agent update). 400 for a bad body, 409 for a name another agent has.
 */
export const agentRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/agent/generate',
    audit: { action: 'register' },
    access: { resource: 'agents', action: 'write' },
    handler: async (ctx) => {
      const request = await ctx.body(generateAgentRequestSchema);
      try {
        return { status: 201, json: await generateAgent(deps.db, request, ctx.principal!.id) };
      } catch (err) {
        if (err instanceof AgentNameTakenError) throw new HttpError(409, 'conflict', err.message);
        throw err;
      }
    },
  });
};
