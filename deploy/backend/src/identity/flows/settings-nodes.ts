import type { IdentityContext } from '../context';
import { getCredential, type IdentityRow } from '../store/identities';
import { revealLookupCodes, totpQrDataUri, type LookupCode, type LookupCredential } from './factors';
import { imageNode, inputNode, submitNode, textNode, type UiNode } from './nodes';
import { traitNodes } from './registration';
import { labels, type UiText } from './text';

export interface SettingsData {
  /** TOTP seed offered for linking in this flow (sealed). */
  totp_secret_sealed: string | null;
  /** Backup codes generated in this flow, waiting for confirmation. */
  lookup_pending: LookupCode[] | null;
  lookup_revealed: boolean;
}

export const emptySettingsData = (): SettingsData => ({ totp_secret_sealed: null, lookup_pending: null, lookup_revealed: false });

function codesText(codes: { code: string; used_at: string | null }[]): UiText {
  return labels.lookupList(
    codes.map((entry) => (entry.used_at ? labels.lookupUsed(entry.used_at) : labels.lookupSecret(entry.code))),
  );
}

async function totpNodes(ctx: IdentityContext, identity: IdentityRow, data: SettingsData): Promise<UiNode[]> {
  if (await getCredential(ctx.db, identity.id, 'totp')) {
    return [submitNode('totp', 'totp_unlink', 'true', labels.unlinkTotp())];
  }
  if (!data.totp_secret_sealed) return [];
  const secret = ctx.box.open(data.totp_secret_sealed);
  return [
    imageNode('totp', 'totp_qr', await totpQrDataUri(secret, identity.traits.email, ctx.config.issuer), labels.totpQr()),
    textNode('totp', 'totp_secret_key', labels.totpSecret(secret), labels.totpSecretLabel()),
    inputNode('totp', 'totp_code', { required: true, autocomplete: 'one-time-code', label: labels.verifyCode() }),
    submitNode('totp', 'method', 'totp', labels.save()),
  ];
}

async function lookupNodes(ctx: IdentityContext, identity: IdentityRow, data: SettingsData): Promise<UiNode[]> {
  const regenerate = submitNode('lookup_secret', 'lookup_secret_regenerate', 'true', labels.regenerateLookup());
  if (data.lookup_pending) {
    return [
      textNode(
        'lookup_secret',
        'lookup_secret_codes',
        codesText(revealLookupCodes(ctx.box, { codes: data.lookup_pending })),
        labels.lookupCodesLabel(),
      ),
      regenerate,
      submitNode('lookup_secret', 'lookup_secret_confirm', 'true', labels.confirmLookup()),
    ];
  }
  const credential = await getCredential<LookupCredential>(ctx.db, identity.id, 'lookup_secret');
  if (!credential) return [regenerate];
  const nodes: UiNode[] = [];
  if (data.lookup_revealed) {
    nodes.push(
      textNode(
        'lookup_secret',
        'lookup_secret_codes',
        codesText(revealLookupCodes(ctx.box, credential)),
        labels.lookupCodesLabel(),
      ),
    );
  } else {
    nodes.push(submitNode('lookup_secret', 'lookup_secret_reveal', 'true', labels.revealLookup()));
  }
  nodes.push(regenerate, submitNode('lookup_secret', 'lookup_secret_disable', 'true', labels.disableLookup()));
  return nodes;
}

/** Every settings card: profile, password, TOTP, backup codes (one group each). */
export async function settingsNodes(ctx: IdentityContext, identity: IdentityRow, data: SettingsData): Promise<UiNode[]> {
  const { email, name } = identity.traits;
  return [
    ...traitNodes({ email, first: name.first, last: name.last }, 'profile'),
    submitNode('profile', 'method', 'profile', labels.save()),
    inputNode('password', 'password', {
      type: 'password',
      required: true,
      autocomplete: 'new-password',
      label: labels.password(),
    }),
    submitNode('password', 'method', 'password', labels.save()),
    ...(await totpNodes(ctx, identity, data)),
    ...(await lookupNodes(ctx, identity, data)),
  ];
}
