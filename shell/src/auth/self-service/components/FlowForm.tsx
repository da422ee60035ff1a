import type { FormEvent } from 'react';
import { chakra, Stack } from '@opsdeck/shared';
import type { UiNode } from '../api/schemas';
import type { FlowBody } from '../hooks/useSelfServiceFlow';
import { FlowNode } from './FlowNode';

export interface FlowFormProps {
  nodes: UiNode[];
  /** The flow's ui.action: where the form would post without script. */
  action: string;
  submitting: boolean;
  onSubmit: (body: FlowBody) => void;
}

/** Form values plus the clicked button's name and value (which names the method). */
export function bodyOf(form: HTMLFormElement, submitter: HTMLElement | null): FlowBody {
  const body: FlowBody = {};
  new FormData(form, submitter).forEach((value, key) => {
    if (typeof value === 'string') body[key] = value;
  });
  return body;
}

/**
 * A form rendered from server nodes. Browser validation is off: the rules and their messages
 * come from the server, which answers a 400 with the flow carrying them.
 */
export function FlowForm({ nodes, action, submitting, onSubmit }: FlowFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onSubmit(bodyOf(event.currentTarget, submitter instanceof HTMLElement ? submitter : null));
  }

  return (
    <chakra.form action={action} method="post" noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <Stack gap="4">
        {nodes.map((node, index) => (
          <FlowNode
            key={`${node.group}-${'name' in node.attributes ? node.attributes.name : node.attributes.id}-${index}`}
            node={node}
            submitting={submitting}
          />
        ))}
      </Stack>
    </chakra.form>
  );
}
