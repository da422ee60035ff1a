import { createElement, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateResource, LINK_TO_INCIDENT } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import { useNavigate } from 'react-router-dom';
import { linkToIncident, type LinkOutcome, type LinkProgress } from '../api/linkToIncident';
import { LinkedToast } from '../components/LinkedToast';
import type { EvidenceTarget } from '../lib/evidence';
import type { LinkFormValues } from '../lib/link-form';

/**
 * Runs the link-to-incident flow for the evidence target. On success: a toast linking to the
 * incident (5 s) and every incident query refreshed. Failures say nothing (spec 2 section 8); the
 * outcome tells the caller.
 */
export function useLinkToIncident(target: EvidenceTarget | undefined) {
  const api = useApi();
  const { user } = useAuthorizer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const progress = useRef<LinkProgress>({});
  return useMutation({
    mutationFn: async (form: LinkFormValues): Promise<LinkOutcome> => {
      if (!target) return { ok: false, stage: 'evidence', created: false };
      return linkToIncident(api, { form, target, userId: user?.id }, progress.current);
    },
    onSuccess: (outcome) => {
      if (outcome.ok) {
        notify.success(createElement(LinkedToast, { incident: outcome.incident, navigate }), {
          duration: LINK_TO_INCIDENT.toastDurationMs,
        });
      }
      // Not awaited: the dialog closes at once while the lists refresh.
      if (outcome.created) void invalidateResource(queryClient, 'incidents');
    },
  });
}
