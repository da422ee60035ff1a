import { CATALOG_PARAMS, CATALOG_TEXT, LARGE_DOCUMENT_CHARS, NO_DETAILS_FOUND } from '@opsdeck/contracts';
import { Button, ButtonGroup, Flex, Stack, Text } from '@opsdeck/shared';
import { CodeViewer } from '@opsdeck/shared/editor';
import { withParams } from '@opsdeck/shared/url-state';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfigVersionCompare } from './ConfigVersionCompare';

const FORMATS = [
  { value: 'yaml', label: 'YAML' },
  { value: 'json', label: 'JSON' },
] as const;

type Format = (typeof FORMATS)[number]['value'];

/**
 * The item's document, read-only in the kit's viewer (search with Ctrl+F, folding, copy; Monaco
 * renders only the visible lines, so large documents stay smooth), as YAML or JSON, and compared
 * with an earlier version. Format and compared version live in the URL; without a format a
 * document opens as YAML, or as JSON past LARGE_DOCUMENT_CHARS.
 */
export function ConfigDocument({ configId, config }: { configId: string; config: unknown }) {
  const [params, setParams] = useSearchParams();
  const json = useMemo(() => (config === null || config === undefined ? '' : JSON.stringify(config, null, 2)), [config]);
  const defaultFormat: Format = json.length > LARGE_DOCUMENT_CHARS ? 'json' : 'yaml';
  const chosen = params.get(CATALOG_PARAMS.format);
  const format: Format = chosen === 'json' || chosen === 'yaml' ? chosen : defaultFormat;
  const target = params.get(CATALOG_PARAMS.compareWith) ?? '';
  const set = (key: string, value: string | undefined) =>
    setParams((prev) => withParams(prev, { [key]: value || undefined }), { replace: true });
  if (config === null || config === undefined) return <Text color="fg.muted">{NO_DETAILS_FOUND}</Text>;
  return (
    <Stack gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="Format">
          {FORMATS.map((option) => (
            <Button
              key={option.value}
              aria-pressed={format === option.value}
              variant={format === option.value ? 'solid' : 'outline'}
              onClick={() => set(CATALOG_PARAMS.format, option.value === defaultFormat ? undefined : option.value)}
            >
              {option.label}
            </Button>
          ))}
        </ButtonGroup>
      </Flex>
      <CodeViewer
        value={format === 'json' ? json : config}
        language={format}
        height="32rem"
        aria-label={CATALOG_TEXT.viewerLabel}
        copyLabel="config"
      />
      <ConfigVersionCompare
        configId={configId}
        config={config}
        target={target}
        onTargetChange={(id) => set(CATALOG_PARAMS.compareWith, id)}
      />
    </Stack>
  );
}
