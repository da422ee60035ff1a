// The five flow kinds as the pages use them, on @ory/client's FrontendApi.
import type {
  UpdateLoginFlowBody,
  UpdateRecoveryFlowBody,
  UpdateRegistrationFlowBody,
  UpdateSettingsFlowBody,
  UpdateVerificationFlowBody,
} from '@ory/client';
import type { FlowBody, FlowClient } from '../hooks/useSelfServiceFlow';
import { frontendApi } from './frontend-api';

/**
 * The SDK types each body as a union per method; the fields actually come from the server's nodes
 * (dotted keys, string booleans, as the reference UIs send them), so the body is passed as given.
 */
const asBody = <T>(body: FlowBody): T => body as unknown as T;
const param = (params: URLSearchParams, name: string) => params.get(name) || undefined;

export const loginFlowClient: FlowClient = {
  create: (params) =>
    frontendApi
      .createBrowserLoginFlow({
        returnTo: param(params, 'return_to'),
        refresh: params.get('refresh') === 'true' ? true : undefined,
        aal: param(params, 'aal'),
      })
      .then((response) => response.data),
  get: (id) => frontendApi.getLoginFlow({ id }).then((response) => response.data),
  submit: (flow, body) =>
    frontendApi
      .updateLoginFlow({ flow, updateLoginFlowBody: asBody<UpdateLoginFlowBody>(body) })
      .then((response) => response.data),
};

/** The invitation a registration is for (the invite link's `invite`), passed on as the server's `invite`. */
export const INVITE_PARAM = 'invite';

export const registrationFlowClient: FlowClient = {
  create: (params) => {
    // Not an option of the SDK's call: sent as an extra query parameter of the flow's creation,
    // so the server fills in the invited address and names and grants the invited role.
    const invite = param(params, INVITE_PARAM)?.trim();
    const request = { returnTo: param(params, 'return_to') };
    const created = invite
      ? frontendApi.createBrowserRegistrationFlow(request, { params: { [INVITE_PARAM]: invite } })
      : frontendApi.createBrowserRegistrationFlow(request);
    return created.then((response) => response.data);
  },
  get: (id) => frontendApi.getRegistrationFlow({ id }).then((response) => response.data),
  submit: (flow, body) =>
    frontendApi
      .updateRegistrationFlow({ flow, updateRegistrationFlowBody: asBody<UpdateRegistrationFlowBody>(body) })
      .then((response) => response.data),
};

export const recoveryFlowClient: FlowClient = {
  create: (params) =>
    frontendApi.createBrowserRecoveryFlow({ returnTo: param(params, 'return_to') }).then((response) => response.data),
  get: (id) => frontendApi.getRecoveryFlow({ id }).then((response) => response.data),
  submit: (flow, body) =>
    frontendApi
      .updateRecoveryFlow({ flow, updateRecoveryFlowBody: asBody<UpdateRecoveryFlowBody>(body) })
      .then((response) => response.data),
};

export const verificationFlowClient: FlowClient = {
  create: (params) =>
    frontendApi.createBrowserVerificationFlow({ returnTo: param(params, 'return_to') }).then((response) => response.data),
  get: (id) => frontendApi.getVerificationFlow({ id }).then((response) => response.data),
  submit: (flow, body) =>
    frontendApi
      .updateVerificationFlow({ flow, updateVerificationFlowBody: asBody<UpdateVerificationFlowBody>(body) })
      .then((response) => response.data),
};

export const settingsFlowClient: FlowClient = {
  create: (params) =>
    frontendApi.createBrowserSettingsFlow({ returnTo: param(params, 'return_to') }).then((response) => response.data),
  get: (id) => frontendApi.getSettingsFlow({ id }).then((response) => response.data),
  submit: (flow, body) =>
    frontendApi
      .updateSettingsFlow({ flow, updateSettingsFlowBody: asBody<UpdateSettingsFlowBody>(body) })
      .then((response) => response.data),
};
