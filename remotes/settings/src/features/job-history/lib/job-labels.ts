import { JOB_HISTORY } from '@opsdeck/contracts';

/** Resource types as the filter names them: config_scraper is "Catalog Scraper". */
export function resourceTypeLabel(type: string): string {
  return JOB_HISTORY.filterResourceTypes.find((option) => option.value === type)?.label ?? type;
}
