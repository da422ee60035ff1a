// The JSON schema of a playbook's spec (Mission Control's PlaybookSpec): the YAML editor shows its
// errors, the backend refuses a spec that breaks it (400).
import { PLAYBOOK_PARAMETER_FORMATS, PLAYBOOK_PARAMETER_TYPES } from '../constants/operations';
import type { JsonSchema } from './json-schema';

/** Action kinds this console's backend executes; the others are stored and reported as not executed. */
export const EXECUTED_ACTION_KINDS = ['exec', 'http', 'sql', 'notification'] as const;
/** Every action kind of the reference's spec. */
export const ALL_ACTION_KINDS = [
  'exec',
  'http',
  'sql',
  'notification',
  'ai',
  'gitops',
  'github',
  'azureDevopsPipeline',
  'pod',
  'prometheus',
  'logs',
  'report',
  'catalog',
] as const;
export type PlaybookActionKind = (typeof ALL_ACTION_KINDS)[number];

const text: JsonSchema = { type: 'string' };
const nonEmpty: JsonSchema = { type: 'string', minLength: 1 };
const anyValue: JsonSchema = {};
const looseObject: JsonSchema = { type: 'object' };
const stringList: JsonSchema = { type: 'array', items: text };
const numberOrString: JsonSchema = { type: ['number', 'string'] };
/** Env var as Kubernetes writes it: a static value or a reference. */
const envVar: JsonSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: nonEmpty, value: text, valueFrom: looseObject },
  additionalProperties: false,
};
const resourceSelector: JsonSchema = {
  type: 'object',
  properties: {
    id: text,
    name: text,
    namespace: text,
    agent: text,
    scope: text,
    search: text,
    types: stringList,
    statuses: stringList,
    health: text,
    labelSelector: text,
    tagSelector: text,
    fieldSelector: text,
    includeDeleted: { type: 'boolean' },
    limit: { type: 'integer' },
    cache: text,
  },
  additionalProperties: false,
};

const parameter: JsonSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_-]*$' },
    label: text,
    type: { enum: PLAYBOOK_PARAMETER_TYPES },
    default: anyValue,
    required: { type: 'boolean' },
    icon: text,
    description: text,
    dependsOn: stringList,
    properties: {
      type: 'object',
      properties: {
        size: text,
        language: text,
        jsonSchemaUrl: text,
        options: {
          type: 'array',
          items: { type: 'object', required: ['value'], properties: { label: text, value: text }, additionalProperties: false },
        },
        filter: anyValue,
        multiline: { type: ['boolean', 'string'] },
        maxLength: numberOrString,
        minLength: numberOrString,
        regex: text,
        format: { enum: PLAYBOOK_PARAMETER_FORMATS },
        min: numberOrString,
        max: numberOrString,
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};

const exec: JsonSchema = {
  type: 'object',
  required: ['script'],
  properties: {
    script: nonEmpty,
    env: { type: 'array', items: envVar },
    connections: looseObject,
    artifacts: { type: 'array' },
    checkout: looseObject,
    setup: looseObject,
  },
  additionalProperties: false,
};
const http: JsonSchema = {
  type: 'object',
  properties: {
    url: text,
    connection: text,
    method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] },
    headers: { type: 'array', items: envVar },
    body: text,
    templateBody: { type: 'boolean' },
    username: anyValue,
    password: anyValue,
    bearer: anyValue,
    oauth: anyValue,
    tls: anyValue,
  },
  additionalProperties: false,
};
const sql: JsonSchema = {
  type: 'object',
  required: ['query'],
  properties: { connection: text, url: text, query: nonEmpty, driver: { enum: ['postgres', 'postgresql'] } },
  additionalProperties: false,
};
const notification: JsonSchema = {
  type: 'object',
  required: ['title', 'message'],
  properties: {
    url: text,
    connection: text,
    title: text,
    message: text,
    properties: { type: 'object', additionalProperties: text },
    attachments: { type: 'array' },
  },
  additionalProperties: false,
};

const action: JsonSchema = {
  type: 'object',
  required: ['name'],
  oneOfRequired: ALL_ACTION_KINDS,
  properties: {
    name: nonEmpty,
    delay: text,
    timeout: text,
    if: text,
    retry: {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 0 },
        duration: text,
        jitter: { type: 'integer', minimum: 0 },
        exponent: looseObject,
      },
      additionalProperties: false,
    },
    runsOn: stringList,
    templatesOn: { enum: ['host', 'agent'] },
    contentType: text,
    exec,
    http,
    sql,
    notification,
    ai: looseObject,
    gitops: looseObject,
    github: looseObject,
    azureDevopsPipeline: looseObject,
    pod: looseObject,
    prometheus: looseObject,
    logs: looseObject,
    report: looseObject,
    catalog: looseObject,
  },
  additionalProperties: false,
};

export const PLAYBOOK_SPEC_JSON_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['actions'],
  properties: {
    title: text,
    description: text,
    category: text,
    icon: text,
    timeout: text,
    parameters: { type: 'array', items: parameter },
    configs: { type: 'array', items: resourceSelector },
    components: { type: 'array', items: resourceSelector },
    checks: { type: 'array', items: resourceSelector },
    actions: { type: 'array', items: action },
    approval: {
      type: 'object',
      properties: {
        type: { enum: ['any', 'all'] },
        approvers: { type: 'object', properties: { people: stringList, teams: stringList }, additionalProperties: false },
      },
      additionalProperties: false,
    },
    filters: stringList,
    env: { type: 'array', items: envVar },
    on: looseObject,
    runsOn: stringList,
    templatesOn: { enum: ['host', 'agent'] },
    permissions: { type: 'array' },
    jsonSchema: text,
    ui: anyValue,
    mcp: anyValue,
  },
  additionalProperties: false,
};

/** A playbook document as the editor holds it: name and category beside the spec. */
export const PLAYBOOK_DOCUMENT_JSON_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['name', 'spec'],
  properties: {
    name: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$' },
    namespace: text,
    spec: PLAYBOOK_SPEC_JSON_SCHEMA,
  },
  additionalProperties: false,
};

/** The kind of an action: the one kind field it has. */
export function actionKindOf(action: Record<string, unknown>): PlaybookActionKind | undefined {
  return ALL_ACTION_KINDS.find((kind) => action[kind] !== undefined && action[kind] !== null);
}
