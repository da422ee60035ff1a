import { useMutation } from '@tanstack/react-query';
import { API_SUB_BASES } from '@opsdeck/contracts';
import { errorMessageOf, notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export interface SnapshotRequest {
  id: string;
  /** ISO start of the time range. */
  start: string;
  end?: string | undefined;
}

/**
 * The name the browser will save under: browsers replace characters file systems refuse (the
 * colons of a time, slashes, quotes) with "_", so the toast must name the file after the same
 * replacement or it names a file that does not exist.
 */
export const safeFileName = (name: string): string =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 ? '_' : c))
    .join('')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '') || 'snapshot.zip';

/** The file name from Content-Disposition, else a stamped default, as it will be saved. */
export function snapshotFileName(disposition: string | undefined, now = new Date()): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return safeFileName(match?.[1] ?? `snapshot-${now.toISOString().replace(/\.\d{3}Z$/, 'Z')}.zip`);
}

/** GET /snapshot/topology/{id} as a blob (with the related configs and incidents). */
export async function fetchTopologySnapshot(
  api: AxiosInstance,
  request: SnapshotRequest,
): Promise<{ blob: Blob; fileName: string }> {
  const params: Record<string, string> = { start: request.start, related: 'true' };
  if (request.end) params.end = request.end;
  let response;
  try {
    response = await api.get<Blob>(`${API_SUB_BASES.snapshot}/topology/${encodeURIComponent(request.id)}`, {
      params,
      responseType: 'blob',
    });
  } catch (error) {
    await decodeBlobError(error);
    throw error;
  }
  const disposition = response.headers['content-disposition'];
  return { blob: response.data, fileName: snapshotFileName(typeof disposition === 'string' ? disposition : undefined) };
}

/** Error bodies of blob requests arrive as Blobs: read them back as JSON so the toast shows the message. */
async function decodeBlobError(error: unknown): Promise<void> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (!response || !(response.data instanceof Blob)) return;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    response.data = undefined;
  }
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a snapshot as a file. */
export function useTopologySnapshot() {
  const api = useApi();
  return useMutation({
    mutationFn: (request: SnapshotRequest) => fetchTopologySnapshot(api, request),
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName);
      notify.success(`Snapshot saved as ${fileName}`);
    },
    onError: (error) => notify.error(errorMessageOf(error)),
  });
}
