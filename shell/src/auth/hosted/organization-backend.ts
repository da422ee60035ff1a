import { isAxiosError } from 'axios';
import { z } from 'zod/mini';

declare global {
  /** What the hosted provider's organizations carry for the console (Clerk public metadata). */
  interface OrganizationPublicMetadata {
    backend_url?: string;
  }
}

const BackendUrlSchema = z.url({ protocol: /^https?$/ });

/** The organization's backend address, or undefined while it has none (still provisioning). */
export function backendUrlOf(metadata: OrganizationPublicMetadata | null | undefined): string | undefined {
  const parsed = BackendUrlSchema.safeParse(metadata?.backend_url);
  return parsed.success ? parsed.data : undefined;
}

/** A whoami answering 404 or 5xx means the organization's instance is not up yet. */
export function isProvisioningFailure(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === 404 || (status !== undefined && status >= 500);
}
