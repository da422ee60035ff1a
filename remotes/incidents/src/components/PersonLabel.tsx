import { Flex, Text, UserAvatar } from '@opsdeck/shared';

interface Named {
  id?: string;
  name?: string | null;
  email?: string | null;
  avatar?: string | readonly string[] | null;
}

/** A person (or team) as avatar and name; a dash when there is none. */
export function PersonLabel({ person, fallback = '-' }: { person: Named | null | undefined; fallback?: string }) {
  if (!person?.name) return <Text as="span">{fallback}</Text>;
  return (
    <Flex as="span" align="center" gap="1.5" minW="0">
      <UserAvatar user={{ name: person.name, email: person.email ?? undefined, avatar: person.avatar ?? null }} size="2xs" />
      <Text as="span" truncate>
        {person.name}
      </Text>
    </Flex>
  );
}
