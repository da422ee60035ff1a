import { CATALOG_PARAMS, CATALOG_TEXT, NO_DETAILS_FOUND } from '@opsdeck/contracts';
import { Button, ButtonGroup, EmptyState, Flex, Stack } from '@opsdeck/shared';
import { CodeViewer } from '@opsdeck/shared/editor';
import { withParams } from '@opsdeck/shared/url-state';
import { useSearchParams } from 'react-router-dom';
import { ConfigVersionCompare } from './ConfigVersionCompare';

const FORMATS = [
  { value: 'yaml', label: 'YAML' },
  { value: 'json', label: 'JSON' },
] as const;

/**
 * The item's document, read-only in the kit's viewer (search with Ctrl+F, folding, copy; Monaco
 * renders only the visible lines, so large documents stay smooth), as YAML or JSON, and compared
 * with an earlier version. Format and compared version live in the URL.
 */
export function ConfigDocument({ configId, config }: { configId: string; config: unknown }) {
  const [params, setParams] = useSearchParams();
  const format = params.get(CATALOG_PARAMS.format) === 'json' ? 'json' : 'yaml';
  const target = params.get(CATALOG_PARAMS.compareWith) ?? '';
  const set = (key: string, value: string | undefined) =>
    setParams((prev) => withParams(prev, { [key]: value || undefined }), { replace: true });
  if (config === null || config === undefined) return <EmptyState size="sm" title={NO_DETAILS_FOUND} />;
  return (
    <Stack gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="Format">
          {FORMATS.map((option) => (
            <Button
              key={option.value}
              aria-pressed={format === option.value}
              variant={format === option.value ? 'solid' : 'outline'}
              onClick={() => set(CATALOG_PARAMS.format, option.value === 'yaml' ? undefined : option.value)}
            >
              {option.label}
            </Button>
          ))}
        </ButtonGroup>
      </Flex>
      <CodeViewer value={config} language={format} height="32rem" aria-label={CATALOG_TEXT.viewerLabel} copyLabel="config" />
      <ConfigVersionCompare
        configId={configId}
        config={config}
        target={target}
        onTargetChange={(id) => set(CATALOG_PARAMS.compareWith, id)}
      />
    </Stack>
  );
}
