import { routePaths } from '@opsdeck/contracts';
import { Flex, Link } from '@opsdeck/shared';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: routePaths.catalog(), label: 'Catalog' },
  { to: routePaths.catalogChanges(), label: 'Changes' },
  { to: routePaths.catalogInsights(), label: 'Insights' },
] as const;

/** Links between the catalog's three lists; the current one is marked. */
export function ChangesLinks() {
  return (
    <Flex as="nav" aria-label="Catalog sections" gap="4" fontSize="sm">
      {LINKS.map((link) => (
        <Link key={link.to} asChild fontWeight="medium" css={{ '&[aria-current=page]': { textDecoration: 'underline' } }}>
          <NavLink to={link.to} end>
            {link.label}
          </NavLink>
        </Link>
      ))}
    </Flex>
  );
}
