import { WEBHOOK_SINK_PATH } from '../notifications/webhook-sink';
import { DAY, ago, idAgo, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { selfCheckBaseUrl } from './self-checks';
import { insertRows, json } from './sql';

export const DEMO_SINK_CONNECTION = 'demo-webhook-sink';
export const DEMO_DELIVERY_RULE = 'console-self-checks';

/**
 * Real deliveries in a fresh demo: a generic webhook connection to the backend's own webhook sink
 * (at the port the console listens on when seeded, like the live self-checks), and a rule that
 * sends the live self-checks' failures and recoveries there and by mail to the administrator,
 * whose mails land in the demo mailbox.
 */
export async function seedDeliveryDemo(ctx: SeedContext, people: PeopleSeed): Promise<void> {
  const connectionId = idAgo(ctx, 2 * DAY);
  await insertRows(ctx.tx, 'connections', [
    {
      id: connectionId,
      name: DEMO_SINK_CONNECTION,
      namespace: 'default',
      type: 'generic_webhook',
      url: `${selfCheckBaseUrl()}/api${WEBHOOK_SINK_PATH}/receive`,
      source: 'UI',
      properties: json({ method: 'POST', contentType: 'application/json', messageKey: 'message', titleKey: 'title' }),
      insecure_tls: false,
      created_by: people.admin.id,
      created_at: ago(ctx, 2 * DAY),
      updated_at: ago(ctx, 2 * DAY),
    },
  ]);
  await insertRows(ctx.tx, 'notifications', [
    {
      id: idAgo(ctx, 2 * DAY),
      name: DEMO_DELIVERY_RULE,
      namespace: 'default',
      events: ['check.failed', 'check.passed'],
      title: 'Check {{.check.name}} is {{.check.status}}',
      template: '{{.check.description}}\n\n{{.status.message}}\n\nSee {{.permalink}}',
      filter: "check.labels['opsdeck.io/live'] == 'true'",
      person_id: people.admin.id,
      custom_services: json([{ name: 'webhook-sink', connection: `connection://default/${DEMO_SINK_CONNECTION}` }]),
      repeat_interval: '5m',
      source: 'UI',
      created_by: people.admin.id,
      created_at: ago(ctx, 2 * DAY),
      updated_at: ago(ctx, 2 * DAY),
    },
  ]);
}
