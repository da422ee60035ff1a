import { Configuration, FrontendApi } from '@ory/client';

/** Where the gateway serves the self-service (Kratos-compatible) API. */
export const SELF_SERVICE_BASE_PATH = '/api/.ory';

/**
 * The one FrontendApi of the page. Cookies (session, CSRF) must travel with every call, and no
 * interceptor of the console's API client applies here: flow errors are handled per page.
 */
export const frontendApi = new FrontendApi(
  new Configuration({ basePath: SELF_SERVICE_BASE_PATH, baseOptions: { withCredentials: true } }),
);
