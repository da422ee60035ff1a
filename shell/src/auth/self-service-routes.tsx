import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { AUTH_ROUTES } from '@opsdeck/contracts';
import { ERROR_PAGE_PATH } from './paths';

// Each page is its own chunk: the console never downloads them, and /login only its own.
const LoginPage = lazy(() => import('./login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegistrationPage = lazy(() => import('./registration/RegistrationPage').then((m) => ({ default: m.RegistrationPage })));
const RecoveryPage = lazy(() => import('./recovery/RecoveryPage').then((m) => ({ default: m.RecoveryPage })));
const VerificationPage = lazy(() => import('./verification/VerificationPage').then((m) => ({ default: m.VerificationPage })));
const ProfileSettingsPage = lazy(() =>
  import('./profile-settings/ProfileSettingsPage').then((m) => ({ default: m.ProfileSettingsPage })),
);
const SelfServiceErrorPage = lazy(() =>
  import('./error/SelfServiceErrorPage').then((m) => ({ default: m.SelfServiceErrorPage })),
);

/** Self-service account pages, as <Route> children of the shell's top-level <Routes> (inside a Suspense). */
export function selfServiceRoutes() {
  return [
    <Route key="login" path={AUTH_ROUTES.login} element={<LoginPage />} />,
    <Route key="registration" path={AUTH_ROUTES.registration} element={<RegistrationPage />} />,
    <Route key="recovery" path={AUTH_ROUTES.recovery} element={<RecoveryPage />} />,
    <Route key="verification" path={AUTH_ROUTES.verification} element={<VerificationPage />} />,
    <Route key="profile-settings" path={AUTH_ROUTES.profileSettings} element={<ProfileSettingsPage />} />,
    <Route key="error" path={ERROR_PAGE_PATH} element={<SelfServiceErrorPage />} />,
  ];
}
