/** Where the session is read, under the API base. */
export const WHOAMI_PATH = '/auth/whoami';
