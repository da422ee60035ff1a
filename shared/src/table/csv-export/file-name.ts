/** The page's title, as the shell sets the document's ("<title> | <product>"). */
export const currentPageTitle = (): string => document.title.split(' | ')[0]?.trim() || 'export';

const pad = (value: number) => String(value).padStart(2, '0');

/** `<name>-<YYYY-MM-DD>.csv`: the name in lower case, words joined by dashes, the local date. */
export function csvFileName(name: string, date: Date): string {
  const stem =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${stem}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
