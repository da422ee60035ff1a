import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@clerk/clerk-react';
import {
  AN_ERROR_OCCURRED,
  AUTH_ROUTES,
  BAD_SESSION_MESSAGE,
  HOSTED_BAD_SESSION_CODE,
  INSTANCE_PROVISIONING,
  loginRedirectUrl,
  routePaths,
  UNKNOWN_ERROR,
} from '@opsdeck/contracts';
import { Center, Spinner, Stack, Text } from '@opsdeck/shared';
import { BAD_SESSION_ERROR_URL } from '../paths';
import { sameOriginPath } from '../self-service/browser';
import { AuthLayout } from '../self-service/components/AuthLayout';

/** Shown while the organization has no backend address or its whoami answers 404/5xx. */
export function ProvisioningScreen() {
  return (
    <Center minH="100vh" p="6">
      <Stack align="center" gap="4" role="status">
        <Spinner size="lg" />
        <Text>{INSTANCE_PROVISIONING}</Text>
      </Stack>
    </Center>
  );
}

/** /error with the hosted provider: error_code BAD_SESSION has its own text, any other code is unknown. */
export function HostedErrorPage() {
  const [params] = useSearchParams();
  const message = params.get('error_code') === HOSTED_BAD_SESSION_CODE ? BAD_SESSION_MESSAGE : UNKNOWN_ERROR;
  return (
    <AuthLayout heading={AN_ERROR_OCCURRED}>
      <Text role="alert">{message}</Text>
    </AuthLayout>
  );
}

/**
 * /auth-state-checker?return_to=: where a 401 of the organization backend lands. Signed out, the
 * user signs in again; signed in, the provider's session is not accepted by the backend.
 */
export function AuthStateChecker() {
  const { isLoaded, isSignedIn } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = sameOriginPath(params.get('return_to')) ?? AUTH_ROUTES.defaultReturnTo;
  useEffect(() => {
    if (!isLoaded) return;
    if (isSignedIn) navigate(BAD_SESSION_ERROR_URL, { replace: true });
    else navigate(loginRedirectUrl(returnTo), { replace: true });
  }, [isLoaded, isSignedIn, navigate, returnTo]);
  return null;
}

/** /organizations/orgs-switched: nothing cached for the previous organization survives. */
export function OrganizationsSwitched() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.clear();
    navigate(routePaths.topology(), { replace: true });
  }, [queryClient, navigate]);
  return null;
}
