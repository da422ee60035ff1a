import { CATALOG_TEXT, FEATURES, routePaths } from '@opsdeck/contracts';
import { Flex, Link } from '@opsdeck/shared';
import { useAuthorizer, useFeatureFlags } from '@opsdeck/shared/services';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: routePaths.catalog(), label: CATALOG_TEXT.catalogSection },
  { to: routePaths.catalogChanges(), label: CATALOG_TEXT.changesTab },
  { to: routePaths.catalogInsights(), label: CATALOG_TEXT.insightsTab },
] as const;

/**
 * Links between the catalog's pages (Catalog, Changes, Insights, Scrapers); the current one is
 * marked. Scrapers shows with read on config_scrapers while the scrapers feature is on, as its route.
 */
export function CatalogNav() {
  const canReadScrapers = useAuthorizer().can('read', 'config_scrapers');
  const scrapersOn = useFeatureFlags().isEnabled(FEATURES.settingsConfigScraper);
  const links = [
    ...LINKS,
    ...(canReadScrapers && scrapersOn ? [{ to: routePaths.catalogScrapers(), label: CATALOG_TEXT.scrapersSection }] : []),
  ];
  return (
    <Flex as="nav" aria-label={CATALOG_TEXT.sectionsLabel} gap="4" fontSize="sm">
      {links.map((link) => (
        <Link key={link.to} asChild fontWeight="medium" css={{ '&[aria-current=page]': { textDecoration: 'underline' } }}>
          <NavLink to={link.to} end>
            {link.label}
          </NavLink>
        </Link>
      ))}
    </Flex>
  );
}
