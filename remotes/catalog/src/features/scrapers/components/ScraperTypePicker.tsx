import { SCRAPER_TYPES, type ScraperTypeKey } from '@opsdeck/contracts';
import { Box, Button, SimpleGrid } from '@opsdeck/shared';

/** The scraper-type picker grid: one tile (a button) per type, in label order. */
export function ScraperTypePicker({ onPick }: { onPick: (key: ScraperTypeKey) => void }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" aria-label="Scraper types" listStyleType="none">
      {SCRAPER_TYPES.map((type) => (
        <Box as="li" key={type.key}>
          <Button width="full" variant="outline" height="16" onClick={() => onPick(type.key)} data-scraper-type={type.key}>
            {type.label}
          </Button>
        </Box>
      ))}
    </SimpleGrid>
  );
}
