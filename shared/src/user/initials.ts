import { USER_INITIALS_FALLBACK } from '@opsdeck/contracts';

export interface NamedUser {
  name?: string | null;
  email?: string | null;
}

const lettersOf = (text: string | null | undefined): string =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();

/** First letters of up to two words of the name, else of the e-mail, else "?". */
export function getUserInitials(user: NamedUser | null | undefined): string {
  return lettersOf(user?.name) || lettersOf(user?.email) || USER_INITIALS_FALLBACK;
}
