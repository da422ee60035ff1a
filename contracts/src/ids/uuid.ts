// Row ids are 8-4-4-4-12 hex strings. generate_ulid() values are not RFC 4122 versioned, so there
// is no version or variant check; upper and lower case are both accepted.

/** An 8-4-4-4-12 hex id, any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is an 8-4-4-4-12 hex id (undefined, null and other types are not). */
export const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID_PATTERN.test(value);
