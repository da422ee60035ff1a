import {
  HYPOTHESIS_STATUS_COLOURS,
  INCIDENT_SEVERITY_BY_CODE,
  INCIDENT_SEVERITY_STYLES,
  INCIDENT_STATUS_COLOURS,
  type HypothesisStatus,
  type IncidentSeverity,
  type IncidentStatus,
} from '@opsdeck/contracts';
import { Badge } from '@opsdeck/shared';

/** A stored severity as a known one: lower case, numeric codes mapped; undefined when unknown. */
export function severityOf(value: string | number | null | undefined): IncidentSeverity | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  const byCode = (INCIDENT_SEVERITY_BY_CODE as Record<string, IncidentSeverity>)[text];
  if (byCode) return byCode;
  return text in INCIDENT_SEVERITY_STYLES ? (text as IncidentSeverity) : undefined;
}

const BARS: Record<IncidentSeverity, number> = { low: 1, medium: 2, high: 3, critical: 4, blocker: 4 };

/** Severity bars, filled up to the severity's level, in its colour: one small SVG per row of the list. */
function SeverityIcon({ severity }: { severity: IncidentSeverity }) {
  const { colour, icon } = INCIDENT_SEVERITY_STYLES[severity];
  return (
    <svg width="15" height="12" viewBox="0 0 15 12" aria-hidden="true" data-icon={icon}>
      {[1, 2, 3, 4].map((level) => (
        <rect
          key={level}
          x={(level - 1) * 4}
          y={12 - level * 3}
          width="3"
          height={level * 3}
          rx="1"
          fill={level <= BARS[severity] ? `var(--chakra-colors-${colour}-solid)` : 'var(--chakra-colors-border-emphasized)'}
        />
      ))}
    </svg>
  );
}

/** The severity with its icon and colour; an unknown value is shown as stored. */
export function SeverityLabel({ value }: { value: string | number | null | undefined }) {
  const severity = severityOf(value);
  if (!severity) return <span>{value ?? ''}</span>;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.375rem',
        textTransform: 'capitalize',
        color: `var(--chakra-colors-${INCIDENT_SEVERITY_STYLES[severity].colour}-fg)`,
      }}
      data-severity={severity}
    >
      <SeverityIcon severity={severity} />
      <span>{severity}</span>
    </span>
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
