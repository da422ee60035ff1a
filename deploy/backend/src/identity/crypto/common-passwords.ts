/**
 * A small deny-list for new passwords: the passwords (of at least 8 characters) that lead every
 * public list of leaked passwords, plus the words they are built from, so "Password1!",
 * "p@ssw0rd" and "welcome2024" are refused as well as "password". Kratos checks a breach
 * database instead; this is the offline subset that catches what attackers try first.
 */
const COMMON = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '0987654321',
  '11111111',
  '00000000',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '1qazxsw2',
  'zaq12wsx',
  'qazwsxedc',
  'qwertyuiop',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm1',
  'zxcvbnmasdfghjkl',
  'q1w2e3r4',
  'a1b2c3d4',
  'aa123456',
  'abc12345',
  'abcd1234',
  'qwer1234',
  'asdf1234',
  'pass1234',
  'passw0rd',
  'p@ssw0rd',
  'iloveyou',
  'trustno1',
  '!qaz2wsx',
  'letmein1',
  'changeit',
]);

/** Words that, with digits or symbols before or after them, make most guessed passwords. */
const BASE_WORDS = new Set([
  'password',
  'passwort',
  'motdepasse',
  'contrasena',
  'qwerty',
  'qwertz',
  'azerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'root',
  'toor',
  'changeme',
  'changeit',
  'default',
  'secret',
  'login',
  'master',
  'iloveyou',
  'princess',
  'sunshine',
  'shadow',
  'dragon',
  'monkey',
  'football',
  'baseball',
  'soccer',
  'superman',
  'batman',
  'starwars',
  'pokemon',
  'computer',
  'internet',
  'michael',
  'jennifer',
  'jordan',
  'charlie',
  'freedom',
  'whatever',
  'trustno',
  'access',
  'hello',
  'hellokitty',
  'flower',
  'summer',
  'winter',
  'spring',
  'autumn',
  'january',
  'test',
  'testing',
  'tester',
  'guest',
  'user',
  'demo',
  'opsdeck',
]);

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** "abcdefgh", "87654321": every character one step from the previous one. */
function isRun(value: string): boolean {
  if (value.length < 4) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < value.length; i += 1) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  return true;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase().trim();
  if (COMMON.has(lower) || /^(.)\1+$/.test(lower) || isRun(lower)) return true;
  // The word inside the decoration: "Password1!" -> "password", "2024welcome" -> "welcome".
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  if (!core) return false;
  const unleeted = [...core].map((char) => LEET[char] ?? char).join('');
  return BASE_WORDS.has(core) || BASE_WORDS.has(unleeted) || COMMON.has(core);
}
