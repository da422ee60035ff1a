import { PROFILE_SETTINGS_SECTIONS } from '@opsdeck/contracts';

const [PROFILE, PASSWORD, SOCIAL, LOOKUP, TOTP, WEBAUTHN] = PROFILE_SETTINGS_SECTIONS;

export interface SettingsSection {
  title: string;
  /** Node groups the server sends for this section. */
  groups: readonly string[];
}

/** Sections in display order; each shows only when the server sends nodes of its groups. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { title: PROFILE, groups: ['profile'] },
  { title: PASSWORD, groups: ['password'] },
  { title: SOCIAL, groups: ['oidc'] },
  { title: LOOKUP, groups: ['lookup_secret'] },
  { title: TOTP, groups: ['totp'] },
  { title: WEBAUTHN, groups: ['webauthn', 'passkey'] },
];
