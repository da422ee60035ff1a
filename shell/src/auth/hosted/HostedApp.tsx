import { Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ClerkProvider, SignedIn, SignedOut, SignIn } from '@clerk/clerk-react';
import { AUTH_ROUTES, loginRedirectUrl } from '@opsdeck/contracts';
import { Center } from '@opsdeck/shared';
import { ShellQueryProvider } from '../../app/ShellQueryProvider';
import type { ClerkConfig } from '../mode/runtime-config';
import { ERROR_PAGE_PATH } from '../paths';
import { sameOriginPath } from '../self-service/browser';
import { HostedConsole } from './HostedConsole';
import { AuthStateChecker, HostedErrorPage, OrganizationsSwitched } from './HostedScreens';

function HostedLogin() {
  const [params] = useSearchParams();
  const returnTo = sameOriginPath(params.get('return_to')) ?? AUTH_ROUTES.defaultReturnTo;
  return (
    <Center minH="100vh" p="6">
      <SignIn routing="path" path={AUTH_ROUTES.login} forceRedirectUrl={returnTo} />
    </Center>
  );
}

function SignedOutRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginRedirectUrl(`${pathname}${search}`)} replace />;
}

/** The console with the hosted, organization-based provider (Clerk). */
export function HostedApp({ clerk }: { clerk: ClerkConfig }) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={clerk.publishableKey}
      signInUrl={AUTH_ROUTES.login}
      afterSignOutUrl={AUTH_ROUTES.login}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
    >
      <ShellQueryProvider>
        <Routes>
          <Route path={`${AUTH_ROUTES.login}/*`} element={<HostedLogin />} />
          <Route path={AUTH_ROUTES.authStateChecker} element={<AuthStateChecker />} />
          <Route path={AUTH_ROUTES.orgsSwitched} element={<OrganizationsSwitched />} />
          <Route path={ERROR_PAGE_PATH} element={<HostedErrorPage />} />
          <Route
            path="*"
            element={
              <>
                <SignedIn>
                  <HostedConsole jwtTemplate={clerk.jwtTemplate} />
                </SignedIn>
                <SignedOut>
                  <SignedOutRedirect />
                </SignedOut>
              </>
            }
          />
        </Routes>
      </ShellQueryProvider>
    </ClerkProvider>
  );
}
