import { KUBECONFIG, kubeconfigFileName } from '@opsdeck/contracts';
import { Button, Center, CodeBlock, Flex, Link, Stack, Text } from '@opsdeck/shared';
import type { ReactNode } from 'react';
import { Modal } from '@opsdeck/shared/dialog';
import { useApi } from '@opsdeck/shared/services';
import { KUBECONFIG_GUIDE_URL } from './help-links';

/** The host the API is served from: the browser's own unless the API client points elsewhere. */
export function backendHost(baseURL: string | undefined, location: Pick<Location, 'href'> = window.location): string {
  try {
    return new URL(baseURL ?? '/', location.href).host;
  } catch {
    return new URL(location.href).host;
  }
}

/** The command that checks the kubeconfig works: it lists the health checks (canaries). */
export const kubectlCommand = (fileName: string) => `kubectl --kubeconfig ./${fileName} get canaries --all-namespaces`;

/** One numbered step: the number in a circle, the content beside it. */
function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="flex-start" data-testid="kubeconfig-step">
      <Center
        aria-hidden="true"
        boxSize="6"
        flexShrink={0}
        rounded="full"
        bg="blue.subtle"
        color="blue.fg"
        fontSize="sm"
        fontWeight="semibold"
      >
        {number}
      </Center>
      <Stack gap="2" align="flex-start" minW="0" flex="1" pt="0.5">
        {children}
      </Stack>
    </Flex>
  );
}

/** "Download and install kubeconfig": download the file, try it with kubectl, learn more. */
export function KubeconfigModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const fileName = kubeconfigFileName(backendHost(api.defaults.baseURL));
  return (
    <Modal open={open} onClose={onClose} title={KUBECONFIG.modalTitle} size="medium">
      <Stack as="ol" gap="5" pb="2" listStyleType="none">
        <Step number={1}>
          <Text>Download the kubeconfig file (it opens in a new tab); it holds an access token for you.</Text>
          <Button asChild size="sm">
            <a href={KUBECONFIG.downloadPath} target="_blank" rel="noopener noreferrer">
              Download {fileName}
            </a>
          </Button>
        </Step>
        <Step number={2}>
          <Text>Use it with kubectl, for example to list the health checks:</Text>
          <CodeBlock code={kubectlCommand(fileName)} label="kubectl command" />
        </Step>
        <Step number={3}>
          <Link href={KUBECONFIG_GUIDE_URL} target="_blank" rel="noopener noreferrer" color="blue.fg">
            Learn more about kubeconfig files
          </Link>
        </Step>
      </Stack>
    </Modal>
  );
}
