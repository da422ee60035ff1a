import type { ResourceTabProps } from '@opsdeck/contracts';
import { InsightsView } from './InsightsView';

/** The Insights tab of an item. */
export function ConfigInsightsTab({ resource }: ResourceTabProps) {
  return <InsightsView configId={resource.id} />;
}
