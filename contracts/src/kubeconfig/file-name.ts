// The kubeconfig download's file name (spec 1 section 2.4, reference 5.6): the backend host with
// its trailing suffix removed, plus "-kubeconfig.yaml". Shared by the download modal and the
// backend's Content-Disposition so both name the same file.
import { KUBECONFIG } from '../constants/shell';
import { PRODUCT_NAME } from '../product';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The host name of a host or URL, without port or trailing dot, lower-cased. */
function hostnameOf(hostOrUrl: string): string {
  const trimmed = hostOrUrl.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`).hostname.replace(/\.$/, '');
  } catch {
    return '';
  }
}

/**
 * The tenant part of a backend host: the host without its trailing domain suffix. With three or
 * more labels the registrable domain (last two labels) goes, so acme.flanksource.com gives acme;
 * with two labels the top-level domain goes (example.com gives example). IP addresses and single
 * labels (localhost) are kept whole.
 */
export function kubeconfigTenant(hostOrUrl: string): string {
  const host = hostnameOf(hostOrUrl);
  if (host === '') return PRODUCT_NAME.toLowerCase();
  // IPv6 hosts come bracketed ([::1]); colons do not belong in a file name.
  if (host.startsWith('[')) return host.slice(1, -1).replace(/:/g, '-');
  if (IPV4.test(host)) return host;
  const labels = host.split('.');
  if (labels.length === 1) return host;
  return labels.slice(0, labels.length > 2 ? -2 : -1).join('.');
}

/** "<tenant>-kubeconfig.yaml" for a backend host or URL. */
export function kubeconfigFileName(hostOrUrl: string): string {
  return `${kubeconfigTenant(hostOrUrl)}${KUBECONFIG.fileSuffix}`;
}
