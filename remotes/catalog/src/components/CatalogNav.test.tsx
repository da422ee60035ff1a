import { screen, within } from '@testing-library/react';
import { renderPage } from '@opsdeck/shared/testing';
import { CatalogNav } from './CatalogNav';

const links = () =>
  within(screen.getByRole('navigation', { name: 'Catalog sections' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('CatalogNav', () => {
  it('links the catalog, its changes, insights and scrapers, marking the current page', () => {
    renderPage(<CatalogNav />, { route: '/catalog/scrapers' });
    expect(links()).toEqual([
      ['Catalog', '/catalog'],
      ['Changes', '/catalog/changes'],
      ['Insights', '/catalog/insights'],
      ['Scrapers', '/catalog/scrapers'],
    ]);
    expect(screen.getByRole('link', { name: 'Scrapers' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves Scrapers out without read on config_scrapers', () => {
    renderPage(<CatalogNav />, {
      route: '/catalog',
      roles: ['viewer'],
      permissions: [{ object: 'config_scrapers', action: 'read', deny: true }],
    });
    expect(links().map(([label]) => label)).toEqual(['Catalog', 'Changes', 'Insights']);
  });

  it('leaves Scrapers out while the scrapers feature is off', () => {
    renderPage(<CatalogNav />, { route: '/catalog', properties: [{ name: 'settings.config_scraper.disable', value: 'true' }] });
    expect(links().map(([label]) => label)).toEqual(['Catalog', 'Changes', 'Insights']);
  });
});
