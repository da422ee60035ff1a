import { KUBECONFIG, kubeconfigFileName } from '@opsdeck/contracts';
import { Button, CodeBlock, Link, List, Stack, Text } from '@opsdeck/shared';
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

/** "Download and install kubeconfig": download the file, try it with kubectl, learn more. */
export function KubeconfigModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const fileName = kubeconfigFileName(backendHost(api.defaults.baseURL));
  return (
    <Modal open={open} onClose={onClose} title={KUBECONFIG.modalTitle} size="medium">
      <List.Root as="ol" gap="4" ps="5" pb="2">
        <List.Item>
          <Stack gap="2" align="flex-start">
            <Text>Download the kubeconfig file (it opens in a new tab); it holds an access token for you.</Text>
            <Button asChild size="sm">
              <a href={KUBECONFIG.downloadPath} target="_blank" rel="noopener noreferrer">
                Download {fileName}
              </a>
            </Button>
          </Stack>
        </List.Item>
        <List.Item>
          <Stack gap="2">
            <Text>Use it with kubectl, for example to list the health checks:</Text>
            <CodeBlock code={kubectlCommand(fileName)} label="kubectl command" />
          </Stack>
        </List.Item>
        <List.Item>
          <Link href={KUBECONFIG_GUIDE_URL} target="_blank" rel="noopener noreferrer" color="blue.fg">
            Learn more about kubeconfig files
          </Link>
        </List.Item>
      </List.Root>
    </Modal>
  );
}
