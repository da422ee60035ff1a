import { UserAvatar } from '@opsdeck/shared';

interface Named {
  id?: string;
  name?: string | null;
  email?: string | null;
  avatar?: string | readonly string[] | null;
}

/** A person (or team) as avatar and name; a dash when there is none. Plain elements: lists show many. */
export function PersonLabel({ person, fallback = '-' }: { person: Named | null | undefined; fallback?: string }) {
  if (!person?.name) return <span>{fallback}</span>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.375rem', minWidth: 0 }}>
      <UserAvatar user={{ name: person.name, email: person.email ?? undefined, avatar: person.avatar ?? null }} size="2xs" />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{person.name}</span>
    </span>
  );
}
