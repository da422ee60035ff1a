import { AxiosError } from 'axios';
import { AN_ERROR_OCCURRED, NETWORK_ERROR, REQUEST_TIMED_OUT } from '@opsdeck/contracts';
import { flowError, httpError, passwordLoginFlow } from '../../testing/flow-fixtures';
import { flowErrorAction, flowErrorId } from './flow-errors';

const context = { returnTo: '/catalog?type=Pod' };
const act = (error: unknown) => flowErrorAction(error, context);

describe('flowErrorAction', () => {
  it('replaces the flow with the one a 400 carries, so field messages show', () => {
    const action = act(httpError(400, passwordLoginFlow('login-2')));
    expect(action).toMatchObject({ type: 'replace', flow: { id: 'login-2' } });
  });

  it('session_aal2_required follows the server redirect, else the second-factor login with return_to', () => {
    expect(
      act(
        flowError(403, 'session_aal2_required', { redirect_browser_to: 'http://x/api/.ory/self-service/login/browser?aal=aal2' }),
      ),
    ).toEqual({
      type: 'redirect',
      url: 'http://x/api/.ory/self-service/login/browser?aal=aal2',
    });
    expect(act(flowError(403, 'session_aal2_required'))).toEqual({
      type: 'navigate',
      to: '/login?aal=aal2&return_to=%2Fcatalog%3Ftype%3DPod',
    });
  });

  it('session_already_available goes to /', () => {
    expect(act(flowError(400, 'session_already_available'))).toEqual({ type: 'navigate', to: '/' });
  });

  it('session_refresh_required goes to the refresh login', () => {
    expect(
      act(
        flowError(403, 'session_refresh_required', { redirect_browser_to: '/api/.ory/self-service/login/browser?refresh=true' }),
      ),
    ).toEqual({
      type: 'redirect',
      url: '/api/.ory/self-service/login/browser?refresh=true',
    });
    expect(act(flowError(403, 'session_refresh_required'))).toEqual({
      type: 'navigate',
      to: '/login?refresh=true&return_to=%2Fcatalog%3Ftype%3DPod',
    });
  });

  it('session_inactive goes to login with the current path and query', () => {
    expect(act(flowError(401, 'session_inactive'))).toEqual({ type: 'navigate', to: '/login?return_to=%2Fcatalog%3Ftype%3DPod' });
  });

  it('return_to_forbidden, flow_expired and csrf_violation restart after their toast', () => {
    expect(act(flowError(400, 'self_service_flow_return_to_forbidden'))).toEqual({
      type: 'restart',
      toast: 'The return_to address is not allowed.',
      dropReturnTo: true,
    });
    expect(act(flowError(410, 'self_service_flow_expired', { use_flow_id: 'next' }))).toEqual({
      type: 'restart',
      toast: 'Your interaction expired, please fill out the form again.',
      useFlowId: 'next',
    });
    expect(act(flowError(403, 'security_csrf_violation'))).toEqual({
      type: 'restart',
      toast: 'A security violation was detected, please fill out the form again.',
    });
  });

  it('security_identity_mismatch restarts silently', () => {
    expect(act(flowError(403, 'security_identity_mismatch'))).toEqual({ type: 'restart' });
  });

  it('browser_location_change_required redirects the browser', () => {
    expect(
      act(flowError(422, 'browser_location_change_required', { redirect_browser_to: 'http://x/profile-settings?flow=s1' })),
    ).toEqual({
      type: 'redirect',
      url: 'http://x/profile-settings?flow=s1',
    });
  });

  it('any other 410 (a replaced flow) restarts, with the successor when named', () => {
    expect(act(flowError(410, 'self_service_flow_replaced', { use_flow_id: 'aal2-flow' }))).toEqual({
      type: 'restart',
      useFlowId: 'aal2-flow',
    });
    expect(act(httpError(410, 'gone'))).toEqual({ type: 'restart', useFlowId: undefined });
  });

  it('transport failures and unknown answers become a message', () => {
    expect(act(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toEqual({ type: 'notify', message: NETWORK_ERROR });
    expect(act(new AxiosError('timeout of 1ms exceeded', 'ECONNABORTED'))).toEqual({
      type: 'notify',
      message: REQUEST_TIMED_OUT,
    });
    expect(act(httpError(500, { error: { code: 500, message: 'database down' } }))).toEqual({
      type: 'notify',
      message: 'database down',
    });
    expect(act(httpError(502, '<html>bad gateway</html>'))).toEqual({ type: 'notify', message: AN_ERROR_OCCURRED });
  });

  it('reads the error id of a failed call', () => {
    expect(flowErrorId(flowError(400, 'session_already_available'))).toBe('session_already_available');
    expect(flowErrorId(new Error('plain'))).toBeUndefined();
  });
});
