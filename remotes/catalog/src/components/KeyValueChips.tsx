import { compareText } from '@opsdeck/contracts';
import { Badge, Wrap } from '@opsdeck/shared';

/** Labels or tags as compact `key: value` chips, at most `max` then a count. */
export function KeyValueChips({ values, max = 3 }: { values: Record<string, string> | null | undefined; max?: number }) {
  const entries = Object.entries(values ?? {}).sort(([a], [b]) => compareText(a, b));
  if (entries.length === 0) return null;
  const shown = entries.slice(0, max);
  return (
    <Wrap gap="1">
      {shown.map(([key, value]) => (
        <Badge key={key} variant="outline" size="sm" title={`${key}: ${value}`}>
          {key}: {value}
        </Badge>
      ))}
      {entries.length > max ? (
        <Badge variant="subtle" size="sm" title={entries.map(([k, v]) => `${k}: ${v}`).join('\n')}>
          +{entries.length - max}
        </Badge>
      ) : null}
    </Wrap>
  );
}
