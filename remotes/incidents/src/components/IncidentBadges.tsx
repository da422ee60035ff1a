import {
  HYPOTHESIS_STATUS_COLOURS,
  INCIDENT_SEVERITY_BY_CODE,
  INCIDENT_SEVERITY_STYLES,
  INCIDENT_STATUS_COLOURS,
  type HypothesisStatus,
  type IncidentSeverity,
  type IncidentStatus,
} from '@opsdeck/contracts';
import { Badge, Box, Flex, Text } from '@opsdeck/shared';

/** A stored severity as a known one: lower case, numeric codes mapped; undefined when unknown. */
export function severityOf(value: string | number | null | undefined): IncidentSeverity | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  const byCode = (INCIDENT_SEVERITY_BY_CODE as Record<string, IncidentSeverity>)[text];
  if (byCode) return byCode;
  return text in INCIDENT_SEVERITY_STYLES ? (text as IncidentSeverity) : undefined;
}

const BARS: Record<IncidentSeverity, number> = { low: 1, medium: 2, high: 3, critical: 4, blocker: 4 };

/** Severity bars, filled up to the severity's level, in its colour. */
function SeverityIcon({ severity }: { severity: IncidentSeverity }) {
  const colour = `${INCIDENT_SEVERITY_STYLES[severity].colour}.500`;
  return (
    <Flex align="end" gap="1px" h="3" aria-hidden="true" data-icon={INCIDENT_SEVERITY_STYLES[severity].icon}>
      {[1, 2, 3, 4].map((level) => (
        <Box key={level} w="3px" h={`${level * 3}px`} bg={level <= BARS[severity] ? colour : 'gray.300'} rounded="1px" />
      ))}
    </Flex>
  );
}

/** The severity with its icon and colour; an unknown value is shown as stored. */
export function SeverityLabel({ value }: { value: string | number | null | undefined }) {
  const severity = severityOf(value);
  if (!severity) return <Text as="span">{value ?? ''}</Text>;
  return (
    <Flex as="span" align="center" gap="1.5" color={`${INCIDENT_SEVERITY_STYLES[severity].colour}.fg`} data-severity={severity}>
      <SeverityIcon severity={severity} />
      <Text as="span" textTransform="capitalize">
        {severity}
      </Text>
    </Flex>
  );
}

export function IncidentStatusBadge({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  const palette = INCIDENT_STATUS_COLOURS[value as IncidentStatus] ?? 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle" textTransform="capitalize" data-status={value}>
      {value}
    </Badge>
  );
}

export function HypothesisStatusBadge({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  const palette = HYPOTHESIS_STATUS_COLOURS[value as HypothesisStatus] ?? 'gray';
  return (
    <Badge colorPalette={palette} variant="solid" textTransform="capitalize" data-hypothesis-status={value}>
      {value}
    </Badge>
  );
}
