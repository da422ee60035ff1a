import { Route } from 'react-router-dom';
import { AUTH_ROUTES } from '@opsdeck/contracts';
import { lazyComponent } from '@opsdeck/shared';
import { PageSkeleton } from '../routing/PageSkeleton';
import { ERROR_PAGE_PATH } from './paths';

// Each page is its own chunk: the console never downloads them, and /login only its own.
const LoginPage = lazyComponent(() => import('./login/LoginPage').then((m) => m.LoginPage), <PageSkeleton />);
const RegistrationPage = lazyComponent(
  () => import('./registration/RegistrationPage').then((m) => m.RegistrationPage),
  <PageSkeleton />,
);
const RecoveryPage = lazyComponent(() => import('./recovery/RecoveryPage').then((m) => m.RecoveryPage), <PageSkeleton />);
const VerificationPage = lazyComponent(
  () => import('./verification/VerificationPage').then((m) => m.VerificationPage),
  <PageSkeleton />,
);
const ProfileSettingsPage = lazyComponent(
  () => import('./profile-settings/ProfileSettingsPage').then((m) => m.ProfileSettingsPage),
  <PageSkeleton />,
);
const SelfServiceErrorPage = lazyComponent(
  () => import('./error/SelfServiceErrorPage').then((m) => m.SelfServiceErrorPage),
  <PageSkeleton />,
);

/** Self-service account pages, as <Route> children of the shell's top-level <Routes>. */
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
