import type { ReactNode } from 'react';
import type { PointKind, ResourceRef } from '@opsdeck/contracts';
import { Spinner, Stack } from '../primitives';
import { useContributions } from './context';
import { ContributionView } from './ContributionView';

export interface ContributedTab {
  key: string;
  label: string;
  /** Path segment under the resource page. */
  path: string;
  render: () => ReactNode;
}

type TabResource = ResourceRef & { kind: PointKind<'resource.tab'> };

/**
 * The tabs other remotes contribute to a resource page (a config item's Checks, Incidents and
 * Playbooks), for the page to place among its own. Each tab's code loads when it is rendered.
 */
export function useResourceTabs(resource: TabResource): ContributedTab[] {
  const tabs = useContributions('resource.tab', resource.kind);
  return tabs.map((tab) => ({
    key: `${tab.remote}:${tab.id}`,
    label: tab.label,
    path: tab.path,
    render: () => (
      <ContributionView
        contribution={tab}
        props={{ resource }}
        fallback={<Spinner size="sm" aria-label={`Loading ${tab.label}`} />}
      />
    ),
  }));
}

type PanelResource = ResourceRef & { kind: PointKind<'resource.panel'> };

/** The panels other remotes contribute to a resource page, stacked in slot order. */
export function ResourcePanels({ resource }: { resource: PanelResource }) {
  const panels = useContributions('resource.panel', resource.kind);
  if (panels.length === 0) return null;
  return (
    <Stack gap="4" data-slot="resource-panels">
      {panels.map((panel) => (
        <ContributionView
          key={`${panel.remote}:${panel.id}`}
          contribution={panel}
          props={{ resource }}
          fallback={<Spinner size="sm" aria-label={`Loading ${panel.label}`} />}
        />
      ))}
    </Stack>
  );
}
