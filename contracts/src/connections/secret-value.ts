// Secret fields of a connection (spec 3 section 3): a static value, a config-map reference or a
// secret reference. Stored as one string per field, the way Mission Control stores an EnvVar:
// the value itself, `configmap://<name>/<key>` or `secret://<name>/<key>`.
import { z } from 'zod/mini';

const refSchema = {
  name: z.string().check(z.minLength(1, 'This field is required')),
  key: z.string().check(z.minLength(1, 'This field is required')),
};

export const secretValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('static'), value: z.string() }),
  /** A static value saved earlier: the server keeps it and never sends it back. */
  z.object({ kind: z.literal('stored') }),
  z.object({ kind: z.literal('configMapKeyRef'), ...refSchema }),
  z.object({ kind: z.literal('secretKeyRef'), ...refSchema }),
]);
export type SecretValue = z.infer<typeof secretValueSchema>;
export type SecretValueKind = SecretValue['kind'];

/** The three forms a user picks from (stored is what a saved static value comes back as). */
export const SECRET_VALUE_CHOICES = [
  { kind: 'static', label: 'Static value' },
  { kind: 'configMapKeyRef', label: 'Config map' },
  { kind: 'secretKeyRef', label: 'Secret' },
] as const;

const CONFIG_MAP_PREFIX = 'configmap://';
const SECRET_PREFIX = 'secret://';

/** The stored string of a secret value; undefined for 'stored' (keep what is saved) and empty statics. */
export function encodeSecretValue(value: SecretValue): string | undefined {
  switch (value.kind) {
    case 'static':
      return value.value === '' ? undefined : value.value;
    case 'configMapKeyRef':
      return `${CONFIG_MAP_PREFIX}${value.name}/${value.key}`;
    case 'secretKeyRef':
      return `${SECRET_PREFIX}${value.name}/${value.key}`;
    case 'stored':
      return undefined;
  }
}

function parseRef(rest: string): { name: string; key: string } | null {
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) return null;
  return { name: rest.slice(0, slash), key: rest.slice(slash + 1) };
}

/** The secret value a stored string stands for; references are recognised by their scheme. */
export function decodeSecretValue(stored: string): SecretValue {
  if (stored.startsWith(CONFIG_MAP_PREFIX)) {
    const ref = parseRef(stored.slice(CONFIG_MAP_PREFIX.length));
    if (ref) return { kind: 'configMapKeyRef', ...ref };
  }
  if (stored.startsWith(SECRET_PREFIX)) {
    const ref = parseRef(stored.slice(SECRET_PREFIX.length));
    if (ref) return { kind: 'secretKeyRef', ...ref };
  }
  return { kind: 'static', value: stored };
}

/** A reference (not a value) can be shown and stored in clear. */
export const isSecretReference = (stored: string): boolean => decodeSecretValue(stored).kind !== 'static';
