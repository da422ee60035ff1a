import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AN_ERROR_OCCURRED, AUTH_ROUTES, httpStatusOf } from '@opsdeck/contracts';
import { Code, ErrorPanel, errorMessageOf } from '@opsdeck/shared';
import { frontendApi } from '../self-service/api/frontend-api';
import { StoredFlowErrorSchema } from '../self-service/api/schemas';
import { AuthLayout } from '../self-service/components/AuthLayout';
import { FlowSkeleton } from '../self-service/components/FlowView';

/** Errors that mean "nothing to show here": unknown, not yours, or expired. */
const LEAVE_STATUSES = [404, 403, 410];

type ErrorState = { status: 'loading' } | { status: 'loaded'; error: unknown } | { status: 'failed'; message: string };

/** /error?id=: the self-service error the server stored, shown as JSON. */
export function SelfServiceErrorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const [state, setState] = useState<ErrorState>({ status: 'loading' });

  useEffect(() => {
    if (!id) {
      navigate(AUTH_ROUTES.defaultReturnTo, { replace: true });
      return;
    }
    let active = true;
    frontendApi
      .getFlowError({ id })
      .then((response) => StoredFlowErrorSchema.parse(response.data))
      .then(
        (stored) => active && setState({ status: 'loaded', error: stored.error }),
        (error: unknown) => {
          if (!active) return;
          if (LEAVE_STATUSES.includes(httpStatusOf(error) ?? 0)) navigate(AUTH_ROUTES.defaultReturnTo, { replace: true });
          else setState({ status: 'failed', message: errorMessageOf(error) });
        },
      );
    return () => {
      active = false;
    };
  }, [id, navigate]);

  return (
    <AuthLayout heading={AN_ERROR_OCCURRED} width="2xl">
      {state.status === 'loading' ? <FlowSkeleton /> : null}
      {state.status === 'failed' ? <ErrorPanel message={state.message} /> : null}
      {state.status === 'loaded' ? (
        <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="4" aria-label="Error details">
          {JSON.stringify(state.error, null, 2)}
        </Code>
      ) : null}
    </AuthLayout>
  );
}
