// Kratos-compatible self-service identity for the reference backend (see routes.ts for wiring).
export { createIdentityModule, identityRoutes, type IdentityModule } from './routes';
export { createIdentityContext, createIdentityService, type IdentityService } from './service';
export { createSessionAuthenticator, type SessionAuthenticator } from './authenticator';
export { ensureDemoIdentities, ensureAccount, demoAccounts } from './demo';
export {
  loadIdentityConfig,
  isDemoMode,
  ConfigError,
  frontendUrlFromEnv,
  DEMO_PASSWORD_DEFAULT,
  ADMIN_EMAIL_DEFAULT,
  type IdentityConfig,
} from './config';
export { Courier, type CourierMessage } from './courier/courier';
export { sendMail, parseSmtpUrl } from './courier/smtp';
