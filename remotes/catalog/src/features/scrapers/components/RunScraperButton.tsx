import { SCRAPER_MESSAGES } from '@opsdeck/contracts';
import { Button } from '@opsdeck/shared';
import { useRunScraper } from '../api/runScraper';

/** Runs the scraper now; busy until the run ends. */
export function RunScraperButton({ scraperId }: { scraperId: string }) {
  const run = useRunScraper(scraperId);
  return (
    <Button size="sm" variant="outline" loading={run.isPending} onClick={() => run.mutate()}>
      {SCRAPER_MESSAGES.runNow}
    </Button>
  );
}
