import { JOB_HISTORY, type JobHistory } from '@opsdeck/contracts';

export interface JobDetailTab {
  label: (typeof JOB_HISTORY.detailTabs)[number];
  content: unknown;
}

const hasContent = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return String(value).trim() !== '';
};

/** The details tabs that have content, in the spec's order: errors, scrape summary, reconcile summary. */
export function jobDetailTabs(details: JobHistory['details']): JobDetailTab[] {
  const [errors, scrape, reconcile] = JOB_HISTORY.detailTabs;
  const tabs: JobDetailTab[] = [
    { label: errors, content: details?.errors },
    { label: scrape, content: details?.scrape_summary },
    { label: reconcile, content: details?.summary },
  ];
  return tabs.filter((tab) => hasContent(tab.content));
}
