import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  visibleContributions,
  type ContributionOf,
  type ExtensionPointId,
  type ExtensionPointProps,
  type RegisteredContribution,
  type RemoteName,
  type ResourceKind,
} from '@opsdeck/contracts';
import { useAuthorizer, useFeatureFlags } from '../services';

// Contribution components receive the props of their point; the registry holds them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContributionComponent = ComponentType<any>;
export type RegisteredExtension = RegisteredContribution<ContributionComponent>;
export type VisibleContribution<Point extends ExtensionPointId> = ContributionOf<
  Point,
  ComponentType<ExtensionPointProps[Point]>
> & {
  remote: RemoteName;
};

const NONE: readonly RegisteredExtension[] = [];

/** The contributions of every loaded remote, provided by the shell; empty elsewhere (isolated tests). */
const ExtensionsContext = createContext<readonly RegisteredExtension[]>(NONE);

export function ExtensionsProvider({
  contributions,
  children,
}: {
  contributions: readonly RegisteredExtension[];
  children: ReactNode;
}) {
  return <ExtensionsContext.Provider value={contributions}>{children}</ExtensionsContext.Provider>;
}

/**
 * The contributions a slot of `point` shows for a resource kind: only those of loaded remotes,
 * with their feature on and every permission they need, in a stable order.
 */
export function useContributions<Point extends ExtensionPointId>(
  point: Point,
  kind?: ResourceKind,
): VisibleContribution<Point>[] {
  const registered = useContext(ExtensionsContext);
  const authorizer = useAuthorizer();
  const flags = useFeatureFlags();
  return useMemo(
    () =>
      visibleContributions(
        registered,
        point,
        { can: (action, resource) => authorizer.can(action, resource), isEnabled: (feature) => flags.isEnabled(feature) },
        kind,
      ) as unknown as VisibleContribution<Point>[],
    [registered, point, kind, authorizer, flags],
  );
}
