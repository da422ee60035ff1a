import { ADD_INTEGRATION, GITOPS_TEXTS } from '@opsdeck/contracts';
import { Alert, CodeBlock, Stack, Text } from '@opsdeck/shared';
import { Tabs } from '@opsdeck/shared/tabs';
import { fluxManifests, helmCommands, type GitOpsInstall } from '../lib/manifests';

/** The Flux and Helm CLI tabs with what the values generate. */
export function GitOpsInstructions({ install }: { install: GitOpsInstall }) {
  const [flux, helm] = ADD_INTEGRATION.gitopsTabs;
  return (
    <Tabs.Root defaultValue={flux} lazyMount>
      <Tabs.List>
        <Tabs.Trigger value={flux}>{flux}</Tabs.Trigger>
        <Tabs.Trigger value={helm}>{helm}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={flux}>
        <Stack gap="3">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{GITOPS_TEXTS.fluxWarning}</Alert.Title>
          </Alert.Root>
          <Text fontSize="sm">{GITOPS_TEXTS.fluxIntro}</Text>
          <CodeBlock code={fluxManifests(install)} label="flux manifests" title="HelmRelease" />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value={helm}>
        <Stack gap="3">
          <Text fontSize="sm">{GITOPS_TEXTS.helmIntro}</Text>
          <CodeBlock code={helmCommands(install)} label="Helm commands" title="Helm CLI" />
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
