import type { ReactNode } from 'react';
import { Button, ErrorPanel, Skeleton, Stack } from '@opsdeck/shared';
import type { SelfServiceFlow } from '../api/schemas';
import type { useSelfServiceFlow } from '../hooks/useSelfServiceFlow';
import { FlowForm } from './FlowForm';
import { FlowMessages } from './FlowMessages';
import { formsOf } from './node-groups';

type FlowState = ReturnType<typeof useSelfServiceFlow>;

export function FlowSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading form">
      <Skeleton height="10" />
      <Skeleton height="10" />
      <Skeleton height="10" width="40%" />
    </Stack>
  );
}

/** Skeleton while the flow loads, an error with a retry when it cannot, else `children(flow)`. */
export function FlowGate({ state, children }: { state: FlowState; children: (flow: SelfServiceFlow) => ReactNode }) {
  if (state.loadError) {
    return (
      <ErrorPanel message={state.loadError}>
        <Button size="sm" variant="outline" onClick={state.retry}>
          Try again
        </Button>
      </ErrorPanel>
    );
  }
  if (!state.flow) return <FlowSkeleton />;
  return <>{children(state.flow)}</>;
}

/** The usual page body: the flow's messages, then one form per method group. */
export function FlowView({ state }: { state: FlowState }) {
  return (
    <FlowGate state={state}>
      {(flow) => (
        <Stack gap="6" key={state.revision}>
          <FlowMessages messages={flow.ui.messages} />
          {formsOf(flow).map((form) => (
            <FlowForm
              key={form.group}
              nodes={form.nodes}
              action={flow.ui.action}
              submitting={state.submitting}
              onSubmit={(body) => void state.submit(body)}
            />
          ))}
        </Stack>
      )}
    </FlowGate>
  );
}
