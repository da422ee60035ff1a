import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceTable } from './types';

/** Root crumbs > the list > the current resource. */
export function ResourceBreadcrumb({ table, current }: { table: ResourceTable; current?: string }) {
  const crumbs = [...(table.breadcrumbRoot ?? []), { label: table.pluralLabel, href: table.basePath }];
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.href}>
            {index > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {current === undefined && index === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
        {current !== undefined ? (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        ) : null}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
