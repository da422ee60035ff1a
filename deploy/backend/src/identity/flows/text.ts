/** Kratos message ids and texts (the ids the reference lists, plus the labels their UIs show). */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

const info = (id: number, text: string, context?: Record<string, unknown>): UiText => ({
  id,
  text,
  type: 'info',
  ...(context ? { context } : {}),
});
const error = (id: number, text: string, context?: Record<string, unknown>): UiText => ({
  id,
  text,
  type: 'error',
  ...(context ? { context } : {}),
});

/** "45 seconds", "1 minute", "15 minutes": how long a refused caller has to wait (rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const labels = {
  signIn: () => info(1010001, 'Sign in'),
  reauth: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  secondFactor: () => info(1010004, 'Please complete the second authentication challenge.'),
  totpLoginCode: () => info(1010006, 'Authentication code'),
  lookupLoginCode: () => info(1010007, 'Backup recovery code'),
  useAuthenticator: () => info(1010009, 'Use Authenticator'),
  useLookup: () => info(1010010, 'Use backup recovery code'),
  signUp: () => info(1040001, 'Sign up'),
  unlinkTotp: () => info(1050004, 'Unlink TOTP Authenticator App'),
  totpQr: () => info(1050005, 'Authenticator app QR code'),
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  revealLookup: () => info(1050007, 'Reveal backup recovery codes'),
  regenerateLookup: () => info(1050008, 'Generate new backup recovery codes'),
  lookupSecret: (secret: string) => info(1050009, secret, { secret }),
  confirmLookup: () => info(1050010, 'Confirm backup recovery codes'),
  lookupCodesLabel: () => info(1050013, 'These are your back up recovery codes. Please keep them in a safe place!'),
  lookupUsed: (usedAt: string) => info(1050014, `Secret was used at ${usedAt}`, { used_at: usedAt }),
  lookupList: (secrets: UiText[]) => info(1050015, secrets.map((s) => s.text).join(', '), { secrets }),
  disableLookup: () => info(1050016, 'Disable this method'),
  totpSecretLabel: () => info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
  password: () => info(1070001, 'Password'),
  generated: (title: string) => info(1070002, title, { title }),
  save: () => info(1070003, 'Save'),
  id: () => info(1070004, 'ID'),
  submit: () => info(1070005, 'Submit'),
  verifyCode: () => info(1070006, 'Verify code'),
  email: () => info(1070007, 'Email'),
  resendCode: () => info(1070008, 'Resend code'),
  continue: () => info(1070009, 'Continue'),
  recoveryCode: () => info(1070010, 'Recovery code'),
  verificationCode: () => info(1070011, 'Verification code'),
};

export const messages = {
  settingsSaved: (): UiText => ({ id: 1050001, text: 'Your changes have been saved!', type: 'success' }),
  recoverySuccessful: (minutes: number) =>
    info(
      1060001,
      `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${minutes} minutes.`,
      { privileged_session_expires_at_unix: minutes },
    ),
  recoveryCodeSent: () =>
    info(
      1060003,
      'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  verified: (): UiText => ({ id: 1080002, text: 'You successfully verified your email address.', type: 'success' }),
  verificationCodeSent: () =>
    info(
      1080003,
      'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  generic: (reason: string) => error(4000001, reason, { reason }),
  required: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  invalidFormat: (value: string, format: string) => error(4000004, `"${value}" is not valid "${format}"`, { value, format }),
  passwordPolicy: (reason: string) => error(4000005, `The password can not be used because ${reason}.`, { reason }),
  invalidCredentials: () =>
    error(
      4000006,
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  duplicateCredentials: () => error(4000007, 'An account with the same identifier (email, phone, username, ...) exists already.'),
  wrongTotp: () => error(4000008, 'The provided authentication code is invalid, please try again.'),
  lookupAlreadyUsed: () => error(4000012, 'This backup recovery code has already been used.'),
  noLookup: () => error(4000014, 'You have no backup recovery codes set up.'),
  lookupInvalid: () => error(4000016, 'The backup recovery code is not valid.'),
  // 40009xx: Opsdeck's attempt limits (ids Kratos does not use; see the identity README).
  tooManyAttempts: (retryAfterSeconds: number) =>
    error(4000901, `Too many unsuccessful attempts. Please try again in ${waitText(retryAfterSeconds)}.`, {
      retry_after_seconds: retryAfterSeconds,
    }),
  secondFactorFlowExhausted: () =>
    error(4000902, 'Too many wrong codes were entered in this sign-in attempt. Please start again.'),
  tooManyCodes: (retryAfterSeconds: number) =>
    error(
      4000903,
      `Too many codes were requested for this address. Please wait ${waitText(retryAfterSeconds)} before requesting another one.`,
      { retry_after_seconds: retryAfterSeconds },
    ),
  invitationNotValid: () =>
    error(
      4000904,
      'This invitation link is not valid: it was already used, has expired or was withdrawn. Ask an administrator for a new invitation, or sign up without one.',
    ),
  noStrategy: () => error(4010002, 'Could not find a strategy to log you in with. Did you fill out the form correctly?'),
  settingsNoStrategy: () =>
    error(4010004, 'Could not find a strategy to update your settings. Did you fill out the form correctly?'),
  recoveryNoStrategy: () =>
    error(4010005, 'Could not find a strategy to recover your account with. Did you fill out the form correctly?'),
  verificationNoStrategy: () =>
    error(4010006, 'Could not find a strategy to verify your account with. Did you fill out the form correctly?'),
  recoveryRetrySuccess: () => error(4060001, 'The request was already completed successfully and can not be retried.'),
  recoveryCodeInvalid: () => error(4060006, 'The recovery code is invalid or has already been used. Please try again.'),
  verificationRetrySuccess: () => error(4070002, 'The request was already completed successfully and can not be retried.'),
  verificationCodeInvalid: () => error(4070006, 'The verification code is invalid or has already been used. Please try again.'),
};
