import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME, REMOTE_LABELS, matchRoute, pageTitle, remoteOwningPath } from '@opsdeck/contracts';
import { Box, ErrorPanel, Heading, Link, Stack, Text } from '@opsdeck/shared';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { FeatureListError } from './FeatureListError';
import { PageSkeleton } from './PageSkeleton';

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  useEffect(() => {
    document.title = pageTitle(title, PRODUCT_NAME);
  }, [title]);
  return (
    <Stack p="8" gap="3" maxW="xl">
      <Heading size="lg">{title}</Heading>
      <Text color="fg.muted">{children}</Text>
      <Link href="/" color="blue.fg">
        Go to the dashboard
      </Link>
    </Stack>
  );
}

/**
 * Every path no loaded route matched. It tells apart: a remote still loading (skeleton), a remote
 * dropped from the runtime manifest ("not available"), a remote that failed to load (error
 * panel), a manifest that could not be read (error panel with retry), and a path nobody owns
 * (not found).
 */
export function UnmatchedRoute() {
  const { pathname } = useLocation();
  const { manifestLoaded, manifestError, remotes } = useRemoteRegistry();
  const owner = remoteOwningPath(pathname);
  // A page whose remote failed (or is missing) keeps its own title prefix, as when it loads.
  const routeTitle = matchRoute(pathname)?.route.title;
  useEffect(() => {
    if (manifestLoaded && owner && routeTitle) document.title = pageTitle(routeTitle, PRODUCT_NAME);
  }, [manifestLoaded, owner, routeTitle]);

  if (!manifestLoaded) return <PageSkeleton />;
  if (!owner) return <Notice title="Page not found">There is no page at {pathname}.</Notice>;

  const label = REMOTE_LABELS[owner];
  // Without the manifest nobody knows whether the feature exists: say so rather than "not available".
  if (manifestError !== undefined) return <FeatureListError label={label} reason={manifestError} />;
  const state = remotes.get(owner);
  if (!state) {
    return <Notice title="Not available">{label} is not available in this installation.</Notice>;
  }
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') {
    return (
      <Box p="4">
        <ErrorPanel message={`${label} could not be loaded. The rest of the console keeps working; try again later.`}>
          <Text fontSize="sm" color="fg.muted">
            {state.error}
          </Text>
        </ErrorPanel>
      </Box>
    );
  }
  return <Notice title="Not available">This page is not available: it does not exist or its feature is turned off.</Notice>;
}
