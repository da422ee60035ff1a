import { backToList, CATALOG_TEXT, ITEM_NOT_FOUND_HINT, NO_DETAILS_FOUND, routePaths, type ConfigItem } from '@opsdeck/contracts';
import { Badge, Box, Button, EmptyState, ErrorPanel, Flex, Skeleton, Stack } from '@opsdeck/shared';
import { ResourceActions, ResourcePanels, useResourceTabs } from '@opsdeck/shared/extensions';
import { useTopBarRefresh } from '@opsdeck/shared/services';
import { preloadCodeEditor } from '@opsdeck/shared/editor';
import { Tabs } from '@opsdeck/shared/tabs';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useConfigDetail } from '../api/configDetail';
import { useConfigParents } from '../api/configParents';
import { parentIdsOf } from '../lib/breadcrumbs';
import { CONFIG_TAB, tabCount, tabPathOf } from '../lib/tabs';
import { ConfigDocument } from './ConfigDocument';
import { ConfigBreadcrumbs, ConfigHeader } from './ConfigHeader';

const CONFIG_VALUE = 'config';

function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Flex align="center" gap="1.5">
      {label}
      {count === undefined ? null : (
        <Badge size="sm" variant="subtle" aria-label={`${count} ${label.toLowerCase()}`}>
          {count}
        </Badge>
      )}
    </Flex>
  );
}

/** The item's tabs: its document, then what the remotes contribute (changes, insights, relationships, checks...). */
function ConfigTabs({ item, tabPath }: { item: ConfigItem; tabPath: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const resource = useMemo(() => ({ kind: 'config' as const, id: item.id, name: item.name ?? undefined }), [item.id, item.name]);
  const contributed = useResourceTabs(resource);
  const active = contributed.find((tab) => tab.path === tabPath);
  const value = active ? active.path : CONFIG_VALUE;
  const summary = item.summary as Record<string, unknown> | null | undefined;
  return (
    <Tabs.Root
      value={value}
      lazyMount
      unmountOnExit
      onValueChange={(details) =>
        navigate(
          routePaths.catalogItem(item.id, details.value === CONFIG_VALUE ? undefined : (details.value as never)) +
            (details.value === CONFIG_VALUE ? search : ''),
        )
      }
    >
      <Tabs.List>
        <Tabs.Trigger value={CONFIG_VALUE}>{CONFIG_TAB.label}</Tabs.Trigger>
        {contributed.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.path}>
            <TabLabel label={tab.label} count={tabCount(tab.path, summary)} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={CONFIG_VALUE}>
        <ConfigDocument configId={item.id} config={item.config} />
      </Tabs.Content>
      {contributed.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.path}>
          {tab.render()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** /catalog/{id} and its sub-pages: breadcrumbs, the item's facts, actions and panels of other remotes, and the tabs. */
export function ConfigDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const detail = useConfigDetail(id);
  const parentIds = useMemo(() => parentIdsOf(detail.data?.path, id), [detail.data?.path, id]);
  const parents = useConfigParents(parentIds);
  const { refetch } = detail;
  useTopBarRefresh(useCallback(() => refetch(), [refetch]));
  const tabPath = tabPathOf(pathname, id);
  // The document tab shows the viewer as soon as the item arrives: its code loads meanwhile, from
  // the first render on (an idempotent preload, like react-dom's preload(); an effect would start it
  // only once this page has committed, and the editor's code then arrived after a large item).
  if (tabPath === CONFIG_TAB.path) preloadCodeEditor();

  if (detail.isPending) return <Skeleton h="64" m="4" aria-label="Loading config item" />;
  if (detail.isError)
    return (
      <Box p="4">
        <ErrorPanel error={detail.error}>
          <Button size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </ErrorPanel>
      </Box>
    );
  const item = detail.data;
  if (!item)
    return (
      <Stack gap="4" p="4">
        <ConfigBreadcrumbs parents={[]} current={id} />
        <EmptyState title={NO_DETAILS_FOUND} description={ITEM_NOT_FOUND_HINT} data-testid="config-not-found">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={routePaths.catalog()}>{backToList('the catalog')}</RouterLink>
          </Button>
        </EmptyState>
      </Stack>
    );
  const resource = { kind: 'config' as const, id: item.id, name: item.name ?? undefined };
  return (
    <Stack gap="4" p="4" minW="0">
      <ConfigBreadcrumbs parents={parents.data ?? []} current={item.name ?? item.id} />
      <Flex gap="4" align="start" justify="space-between" wrap="wrap">
        <ConfigHeader item={item} />
        <Flex gap="2" wrap="wrap" role="group" aria-label="Actions">
          <ResourceActions resource={resource} />
        </Flex>
      </Flex>
      <ResourcePanels resource={resource} />
      <Box aria-label={CATALOG_TEXT.configTab}>
        <ConfigTabs item={item} tabPath={tabPath} />
      </Box>
    </Stack>
  );
}
