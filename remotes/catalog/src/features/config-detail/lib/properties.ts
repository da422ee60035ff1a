/** One property of an item as scrapers write it (duty's Property): a name and a text or value, maybe links. */
export interface ItemProperty {
  name: string;
  text: string;
  links: { label: string; url: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const safeUrl = (url: unknown) => (typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined);

/** The displayable properties of an item: named ones with a text, value or links; others are left out. */
export function itemProperties(properties: unknown): ItemProperty[] {
  if (!Array.isArray(properties)) return [];
  return properties.flatMap((property) => {
    if (!isRecord(property)) return [];
    const name = String(property.label ?? property.name ?? '');
    const value = property.text ?? property.value;
    const unit = typeof property.unit === 'string' ? ` ${property.unit}` : '';
    const links = (Array.isArray(property.links) ? property.links : []).flatMap((link) => {
      const url = isRecord(link) ? safeUrl(link.url) : undefined;
      return url
        ? [{ label: String((link as Record<string, unknown>).label ?? (link as Record<string, unknown>).text ?? url), url }]
        : [];
    });
    if (!name || (value === undefined && links.length === 0)) return [];
    return [{ name, text: value === undefined || value === null ? '' : `${String(value)}${unit}`, links }];
  });
}
