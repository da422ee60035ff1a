import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '@opsdeck/shared';
import { flowErrorAction, type FlowErrorAction } from '../api/flow-errors';
import { SelfServiceFlowSchema, type SelfServiceFlow } from '../api/schemas';
import { browser } from '../browser';

/** Form values as submitted: the reference UIs send dotted keys and string booleans. */
export type FlowBody = Record<string, string>;

/** One kind of self-service flow, as the page needs it. */
export interface FlowClient {
  create(params: URLSearchParams): Promise<unknown>;
  get(id: string): Promise<unknown>;
  submit(flowId: string, body: FlowBody): Promise<unknown>;
}

export interface UseSelfServiceFlowOptions {
  /** A 2xx submit answer; returns the flow to show next, or nothing when the page moves on. */
  onSubmitted?: (data: unknown, flow: SelfServiceFlow) => SelfServiceFlow | void;
  /** Lets a page change what a failed create (`creating`) or fetch by id does. */
  onLoadError?: (error: unknown, action: FlowErrorAction, creating: boolean) => FlowErrorAction | Promise<FlowErrorAction>;
}

/** Query parameters that are not flow-creation options. */
const NOT_CREATE_PARAMS = ['flow', 'username', 'password'];

function createKeyOf(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  for (const key of NOT_CREATE_PARAMS) copy.delete(key);
  return copy.toString();
}

const replaceWithFlow = (data: unknown): SelfServiceFlow => SelfServiceFlowSchema.parse(data);

/**
 * Creates or fetches (by ?flow=) a self-service flow and submits it, applying the error rules of
 * flow-errors.ts. `revision` changes whenever the shown flow is replaced, so forms can re-mount.
 */
export function useSelfServiceFlow(client: FlowClient, options: UseSelfServiceFlowOptions = {}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [flow, setFlow] = useState<SelfServiceFlow>();
  const [revision, setRevision] = useState(0);
  const [restartKey, setRestartKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const flowId = searchParams.get('flow');
  const createKey = createKeyOf(searchParams);
  const latest = useRef({ options, searchParams, location, client });
  latest.current = { options, searchParams, location, client };

  const show = useCallback((next: SelfServiceFlow) => {
    setFlow(next);
    setLoadError(undefined);
    setRevision((value) => value + 1);
  }, []);

  const apply = useCallback(
    (action: FlowErrorAction, failedCreate: boolean) => {
      const { searchParams: params } = latest.current;
      switch (action.type) {
        case 'replace':
          show(action.flow);
          return;
        case 'redirect':
          browser.assign(action.url);
          return;
        case 'navigate':
          navigate(action.to);
          return;
        case 'notify':
          notify.error(action.message);
          if (failedCreate) setLoadError(action.message);
          return;
        case 'restart': {
          if (action.toast) notify.error(action.toast);
          // A new flow would fail the same way; only a forbidden return_to can be left out and retried.
          if (failedCreate && !action.dropReturnTo) {
            setLoadError(action.toast ?? 'The form could not be loaded.');
            return;
          }
          const next = new URLSearchParams(params);
          next.delete('flow');
          if (action.useFlowId) next.set('flow', action.useFlowId);
          if (action.dropReturnTo) next.delete('return_to');
          setFlow(undefined);
          if (next.toString() === params.toString()) setRestartKey((value) => value + 1);
          else navigate({ search: `?${next.toString()}` }, { replace: true });
        }
      }
    },
    [navigate, show],
  );

  const returnTo = () => `${latest.current.location.pathname}${latest.current.location.search}`;

  // What loading reads and does besides the request: effect events see the latest render, so only
  // the flow to load (its id, the creation parameters, a restart) starts a new request.
  const isShown = useEffectEvent((id: string | null) => flow !== undefined && flow.id === id);
  const onLoaded = useEffectEvent((data: unknown, created: boolean) => {
    const loaded = replaceWithFlow(data);
    show(loaded);
    if (created) {
      const next = new URLSearchParams(latest.current.searchParams);
      next.set('flow', loaded.id);
      navigate({ search: `?${next.toString()}` }, { replace: true });
    }
  });
  const onLoadFailed = useEffectEvent((action: FlowErrorAction, creating: boolean) => apply(action, creating));

  useEffect(() => {
    // The flow just shown (created, or replaced by a submit) is not fetched again.
    if (isShown(flowId)) return;
    let active = true;
    const { client: api, searchParams: params, options: opts } = latest.current;
    const request = flowId ? api.get(flowId) : api.create(params);
    request
      .then((data) => {
        if (active) onLoaded(data, !flowId);
      })
      .catch(async (error: unknown) => {
        if (!active) return;
        let action = flowErrorAction(error, { returnTo: returnTo() });
        if (opts.onLoadError) action = await opts.onLoadError(error, action, !flowId);
        if (active) onLoadFailed(action, !flowId);
      });
    return () => {
      active = false;
    };
  }, [flowId, createKey, restartKey]);

  const submit = useCallback(
    async (body: FlowBody) => {
      if (!flow) return;
      setSubmitting(true);
      try {
        const data = await latest.current.client.submit(flow.id, body);
        const onSubmitted = latest.current.options.onSubmitted ?? replaceWithFlow;
        const next = onSubmitted(data, flow);
        if (next) show(next);
      } catch (error) {
        apply(flowErrorAction(error, { returnTo: returnTo() }), false);
      } finally {
        setSubmitting(false);
      }
    },
    [flow, apply, show],
  );

  const retry = useCallback(() => {
    setLoadError(undefined);
    setRestartKey((value) => value + 1);
  }, []);

  return { flow, revision, submit, submitting, loadError, retry };
}
