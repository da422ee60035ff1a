/**
 * Elastic/Grafana-style date math as mission-control's `.filter` rewriting accepts it:
 * `now`, `now-1h`, `now-7d/d`, `now/w`, `now+2M`, and absolute RFC 3339 anchors with
 * `2026-01-01T00:00:00Z||-1d`. Units: y M w d h H m s. Rounding is in UTC.
 */
const UNIT = /^[yMwdhHms]$/;

function addUnits(date: Date, amount: number, unit: string): void {
  switch (unit) {
    case 'y':
      date.setUTCFullYear(date.getUTCFullYear() + amount);
      break;
    case 'M':
      date.setUTCMonth(date.getUTCMonth() + amount);
      break;
    case 'w':
      date.setUTCDate(date.getUTCDate() + 7 * amount);
      break;
    case 'd':
      date.setUTCDate(date.getUTCDate() + amount);
      break;
    case 'h':
    case 'H':
      date.setUTCHours(date.getUTCHours() + amount);
      break;
    case 'm':
      date.setUTCMinutes(date.getUTCMinutes() + amount);
      break;
    default:
      date.setUTCSeconds(date.getUTCSeconds() + amount);
  }
}

function roundDown(date: Date, unit: string): void {
  switch (unit) {
    case 'y':
      date.setUTCMonth(0, 1);
      date.setUTCHours(0, 0, 0, 0);
      break;
    case 'M':
      date.setUTCDate(1);
      date.setUTCHours(0, 0, 0, 0);
      break;
    case 'w': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      date.setUTCDate(date.getUTCDate() - sinceMonday);
      date.setUTCHours(0, 0, 0, 0);
      break;
    }
    case 'd':
      date.setUTCHours(0, 0, 0, 0);
      break;
    case 'h':
    case 'H':
      date.setUTCMinutes(0, 0, 0);
      break;
    case 'm':
      date.setUTCSeconds(0, 0);
      break;
    default:
      date.setUTCMilliseconds(0);
  }
}

/** The instant an expression denotes, or null when it is not valid date math. */
export function evaluateDateMath(expression: string, now: Date = new Date()): Date | null {
  const text = expression.trim();
  let anchor: Date;
  let ops: string;
  if (text.startsWith('now')) {
    anchor = new Date(now.getTime());
    ops = text.slice(3);
  } else {
    const sep = text.indexOf('||');
    const absolute = sep === -1 ? text : text.slice(0, sep);
    if (!/^\d{4}-\d{2}-\d{2}/.test(absolute)) return null;
    const parsed = new Date(absolute);
    if (Number.isNaN(parsed.getTime())) return null;
    anchor = parsed;
    ops = sep === -1 ? '' : text.slice(sep + 2);
  }
  let i = 0;
  while (i < ops.length) {
    const op = ops[i]!;
    if (op === '/') {
      const unit = ops[i + 1];
      if (!unit || !UNIT.test(unit)) return null;
      roundDown(anchor, unit);
      i += 2;
      continue;
    }
    if (op !== '+' && op !== '-') return null;
    const match = /^(\d*)([yMwdhHms])/.exec(ops.slice(i + 1));
    if (!match) return null;
    const amount = match[1] === '' ? 1 : Number(match[1]);
    if (!Number.isSafeInteger(amount) || amount > 1_000_000) return null;
    addUnits(anchor, op === '-' ? -amount : amount, match[2]!);
    i += 1 + match[0].length;
  }
  return Number.isNaN(anchor.getTime()) ? null : anchor;
}
