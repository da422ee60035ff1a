/** Well-known rows seeded by migration 0001/0002 (reference section 6). */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** The `System` person (no email, so the UI's `email=not.is.null` lists hide it). */
export const SYSTEM_PERSON_ID = NIL_UUID;
/** The `local` agent: every agent_id column defaults to it. */
export const LOCAL_AGENT_ID = NIL_UUID;
/** The `System` config scraper. */
export const SYSTEM_SCRAPER_ID = NIL_UUID;
