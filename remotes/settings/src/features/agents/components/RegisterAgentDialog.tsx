import { useId, useState, type FormEvent } from 'react';
import { VALIDATION, type GenerateAgentResponse } from '@opsdeck/contracts';
import { Alert, Button, CodeBlock, FormField, Input, Stack, Textarea } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { Tabs } from '@opsdeck/shared/tabs';
import { useGenerateAgent } from '../api/generateAgent';
import { fluxManifests, helmInstallCommands } from '../lib/install-commands';

export const TOKEN_SHOWN_ONCE = 'Copy the token now: it is not shown again.';

function InstallInstructions({ name, agent }: { name: string; agent: GenerateAgentResponse }) {
  const input = { host: window.location.origin, agentName: name, token: agent.access_token };
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{TOKEN_SHOWN_ONCE}</Alert.Title>
      </Alert.Root>
      <CodeBlock title="Access token" label="token" code={agent.access_token} maxH="6rem" />
      <Tabs.Root defaultValue="helm">
        <Tabs.List>
          <Tabs.Trigger value="helm">Helm</Tabs.Trigger>
          <Tabs.Trigger value="flux">Flux</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="helm">
          <CodeBlock label="Helm commands" code={helmInstallCommands(input)} />
        </Tabs.Content>
        <Tabs.Content value="flux">
          <CodeBlock label="Flux manifests" code={fluxManifests(input)} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** Register Agent: name and description, then the token (once) and the Helm and Flux install commands. */
export function RegisterAgentDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [generated, setGenerated] = useState<GenerateAgentResponse | null>(null);
  const generate = useGenerateAgent(setGenerated);
  const nameError = submitted && name.trim() === '' ? VALIDATION.required : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '') return;
    generate.mutate({ name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) });
  };

  const footer = generated ? (
    <Button size="sm" onClick={onClose}>
      Done
    </Button>
  ) : (
    <>
      <Button variant="outline" size="sm" onClick={onClose} disabled={generate.isPending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} size="sm" colorPalette="blue" loading={generate.isPending}>
        Register
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={() => (generate.isPending ? undefined : onClose())}
      title={generated ? `Install Agent ${name.trim()}` : 'Register Agent'}
      size={generated ? 'large' : 'small'}
      closeOnInteractOutside={false}
      footer={footer}
    >
      {generated ? (
        <InstallInstructions name={name.trim()} agent={generated} />
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField label="Name" required error={nameError}>
              <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
            </FormField>
            <FormField label="Description">
              <Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={2} />
            </FormField>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
