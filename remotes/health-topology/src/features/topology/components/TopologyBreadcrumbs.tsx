import { Breadcrumb } from '@opsdeck/shared';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useComponentNames } from '../api/componentNames';

export interface TopologyBreadcrumbsProps {
  /** Ancestor ids, nearest first (the topology endpoint's `parents`). */
  parents: readonly string[];
  current: string | undefined;
  hrefOf: (id?: string) => string;
}

/** Dashboard > root > ... > parent > current component. */
export function TopologyBreadcrumbs({ parents, current, hrefOf }: TopologyBreadcrumbsProps) {
  const ancestors = [...parents].reverse();
  const names = useComponentNames(ancestors);
  const items = names.data ?? ancestors.map((id) => ({ id, name: '…' }));
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to={hrefOf()}>Dashboard</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {items.map((item) => (
          <Fragment key={item.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={hrefOf(item.id)}>{item.name || item.id}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
        {current ? (
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
