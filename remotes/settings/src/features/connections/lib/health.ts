import { CONNECTION_HEALTH_COLOURS, CONNECTION_HEALTH_DEFAULT_COLOUR } from '@opsdeck/contracts';

/** Connection health dot (spec 3 section 4): green healthy, red unhealthy, yellow warning, grey otherwise. */
export function connectionHealthColour(health: string | null | undefined): string {
  return health && Object.hasOwn(CONNECTION_HEALTH_COLOURS, health)
    ? CONNECTION_HEALTH_COLOURS[health as keyof typeof CONNECTION_HEALTH_COLOURS]
    : CONNECTION_HEALTH_DEFAULT_COLOUR;
}
