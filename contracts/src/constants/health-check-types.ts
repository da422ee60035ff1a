// Health-check types of the settings editor (spec 3 sections 5 and 9): the fields each type asks
// for, which are required and which are numbers with minimum 0.
import { HTTP_METHODS, HTTP_METHODS_WITH_BODY } from './settings';

export interface HealthCheckField {
  key: string;
  label: string;
  required?: boolean;
  /** A number with minimum 0 (thresholds, packet counts, expected results, max SSL expiry). */
  number?: boolean;
  /** Choices (HTTP response codes and methods). */
  options?: readonly string[];
  /** Several lines of text (a request body). */
  multiline?: boolean;
  /** Asked for only while another field has one of these values; `default` stands for that field left empty. */
  onlyWhen?: { key: string; values: readonly string[]; default: string; message: string };
}

export interface HealthCheckType {
  type: string;
  title: string;
  fields: readonly HealthCheckField[];
}

const BODY_ONLY_FOR = `A body is allowed only for ${HTTP_METHODS_WITH_BODY.join(' and ')}`;

export const HTTP_RESPONSE_CODES = ['200', '201', '202', '204', '301', '302', '401', '404', '500', '502', '503'] as const;

export const HEALTH_CHECK_TYPES: readonly HealthCheckType[] = [
  {
    type: 'http',
    title: 'HTTP',
    fields: [
      { key: 'name', label: 'Name', required: true },
      { key: 'url', label: 'URL', required: true },
      { key: 'method', label: 'Method', options: HTTP_METHODS },
      // A body only for POST and PUT; an HTTP check without a method sends GET.
      {
        key: 'body',
        label: 'Body',
        multiline: true,
        onlyWhen: { key: 'method', values: HTTP_METHODS_WITH_BODY, default: 'GET', message: BODY_ONLY_FOR },
      },
      { key: 'responseCodes', label: 'Response code', options: HTTP_RESPONSE_CODES },
      { key: 'thresholdMillis', label: 'Threshold (ms)', number: true },
      { key: 'maxSSLExpiry', label: 'Max SSL expiry (days)', number: true },
    ],
  },
  {
    type: 'icmp',
    title: 'Ping',
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'endpoint', label: 'Host', required: true },
      { key: 'thresholdMillis', label: 'Threshold (ms)', number: true },
      { key: 'packetCount', label: 'Packet count', number: true },
    ],
  },
  {
    type: 'tcp',
    title: 'TCP',
    fields: [
      { key: 'name', label: 'Name', required: true },
      { key: 'endpoint', label: 'Endpoint', required: true },
      { key: 'thresholdMillis', label: 'Threshold (ms)', number: true },
    ],
  },
  {
    type: 'redis',
    title: 'Redis',
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'addr', label: 'Address', required: true },
      { key: 'db', label: 'Database', number: true },
    ],
  },
  {
    type: 'elasticsearch',
    title: 'Elasticsearch',
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'url', label: 'URL', required: true },
      { key: 'index', label: 'Index', required: true },
      { key: 'query', label: 'Query', required: true },
      { key: 'results', label: 'Expected results', number: true },
    ],
  },
  {
    type: 'folder',
    title: 'Folder',
    fields: [
      { key: 'name', label: 'Name', required: true },
      { key: 'path', label: 'Path', required: true },
    ],
  },
];

export const HEALTH_CHECK_MESSAGES = {
  pickType: 'Choose the type of health check',
  minimumZero: 'This field must be 0 or more',
  bodyOnlyFor: BODY_ONLY_FOR,
} as const;
