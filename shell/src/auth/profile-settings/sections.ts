import { PROFILE_SETTINGS_SECTIONS } from '@opsdeck/contracts';

const [PROFILE, PASSWORD, SOCIAL, LOOKUP, TOTP, WEBAUTHN] = PROFILE_SETTINGS_SECTIONS;

export interface SettingsSection {
  title: string;
  /** Node groups the server sends for this section. */
  groups: readonly string[];
  /** Shown instead of a form when the server offers no method of this section. */
  unavailable: string;
}

/**
 * The six sections of the page, in display order. The server decides which methods it offers
 * (a Kratos without social providers sends no `oidc` nodes); a section it does not offer says
 * so instead of disappearing, so people know where the setting would be.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { title: PROFILE, groups: ['profile'], unavailable: 'Profile changes are not enabled on this server.' },
  { title: PASSWORD, groups: ['password'], unavailable: 'Passwords are not enabled on this server.' },
  { title: SOCIAL, groups: ['oidc'], unavailable: 'No social sign-in providers are configured on this server.' },
  { title: LOOKUP, groups: ['lookup_secret'], unavailable: 'Backup recovery codes are not enabled on this server.' },
  { title: TOTP, groups: ['totp'], unavailable: 'Authenticator apps are not enabled on this server.' },
  {
    title: WEBAUTHN,
    groups: ['webauthn', 'passkey'],
    unavailable: 'Hardware tokens and biometrics are not enabled on this server.',
  },
];
