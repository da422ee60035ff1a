import { Badge, Box, createIcon, Flex, HStack, Image, Text } from '@chakra-ui/react';
import type { ResourceSearchKind } from '@opsdeck/contracts';
import type { ResourceSearchItem } from './useResourceSearch';

/** Group captions of the result list. */
export const RESOURCE_KIND_LABELS: Readonly<Record<ResourceSearchKind, string>> = {
  configs: 'Configs',
  checks: 'Health checks',
  canaries: 'Canaries',
  components: 'Components',
  config_changes: 'Config changes',
  config_analysis: 'Insights',
  playbooks: 'Playbooks',
  connections: 'Connections',
};

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const sized = { defaultProps: { htmlWidth: '1em', htmlHeight: '1em' } };

const CubeIcon = createIcon({
  displayName: 'CubeIcon',
  path: <path {...stroke} d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9" />,
  ...sized,
});
const PulseIcon = createIcon({ displayName: 'PulseIcon', path: <path {...stroke} d="M3 12h4l2-6 4 12 2-6h6" />, ...sized });
const BlocksIcon = createIcon({
  displayName: 'BlocksIcon',
  path: <path {...stroke} d="M4 4h7v7H4zM13 13h7v7h-7zM13 4h7v7h-7zM4 13h7v7H4z" />,
  ...sized,
});
const KIND_ICONS: Partial<Record<ResourceSearchKind, typeof CubeIcon>> = {
  configs: CubeIcon,
  config_changes: CubeIcon,
  config_analysis: CubeIcon,
  checks: PulseIcon,
  canaries: PulseIcon,
  components: BlocksIcon,
};

/** The result's own icon when it is an image address, else a glyph for its kind; `data-icon` keeps the name. */
export function ResourceIcon({ item }: { item: ResourceSearchItem }) {
  if (item.icon && /^(https?:|data:image\/|\/)/.test(item.icon)) {
    return <Image src={item.icon} alt="" boxSize="4" flexShrink={0} data-icon={item.icon} />;
  }
  const Glyph = KIND_ICONS[item.kind] ?? BlocksIcon;
  return <Glyph boxSize="4" flexShrink={0} color="fg.muted" aria-hidden="true" data-icon={item.icon ?? item.kind} />;
}

/** One option: icon and name; configs add their type and tags. */
export function ResultRow({ item }: { item: ResourceSearchItem }) {
  const tags = item.kind === 'configs' ? Object.entries(item.tags ?? {}) : [];
  return (
    <Flex gap="2" align="center" minW="0">
      <ResourceIcon item={item} />
      <Box minW="0" flex="1">
        <HStack gap="2" minW="0">
          <Text as="span" truncate fontSize="sm">
            {item.name || item.id}
          </Text>
          {item.kind === 'configs' && item.type ? (
            <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
              {item.type}
            </Text>
          ) : null}
        </HStack>
        {tags.length > 0 ? (
          <Flex gap="1" wrap="wrap" mt="0.5">
            {tags.map(([key, value]) => (
              <Badge key={key} size="xs" variant="subtle">
                {key}: {value}
              </Badge>
            ))}
          </Flex>
        ) : null}
      </Box>
    </Flex>
  );
}
