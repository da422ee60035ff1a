import { formatBytes } from '@opsdeck/shared/format';

export interface ComponentProperty {
  name?: string | null;
  text?: string | null;
  value?: unknown;
  unit?: string | null;
}

/** A property as text: its text, or its value with the unit (bytes and millicores made readable). */
export function formatProperty(property: ComponentProperty): string {
  if (property.text) return property.text;
  const value = property.value;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    const unit = property.unit ?? '';
    if (unit === 'bytes') return formatBytes(value);
    if (unit === 'millicores') return value >= 1000 ? `${Number((value / 1000).toFixed(2))} cores` : `${value}m`;
    return unit ? `${value} ${unit}` : String(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Named properties with something to show. */
export function visibleProperties(properties: unknown): { name: string; text: string }[] {
  if (!Array.isArray(properties)) return [];
  return properties.flatMap((p: ComponentProperty) => {
    const text = p && typeof p === 'object' ? formatProperty(p) : '';
    return p?.name && text ? [{ name: p.name, text }] : [];
  });
}
