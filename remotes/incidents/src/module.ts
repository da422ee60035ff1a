import type { ComponentType } from 'react';
import { defineRemoteModule, FEATURES, PALETTE_COMMAND_LABELS } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const incidentsPage = () =>
  import('./features/incident-list/components/IncidentsPage').then((m) => ({ default: m.IncidentsPage }));
const incidentDetailPage = () =>
  import('./features/incident-detail/components/IncidentDetailPage').then((m) => ({ default: m.IncidentDetailPage }));
// The dialog is its own chunk, loaded when Attach as Evidence is first clicked. The slot renders it
// with ResourceActionProps; the registry holds contributions untyped.
const linkToIncidentDialog = () =>
  import('./features/link-to-incident/components/LinkToIncidentDialog').then((m) => ({
    default: m.LinkToIncidentDialog as ComponentType,
  }));
const newIncidentCommand = () =>
  import('./features/incident-list/components/NewIncidentCommand').then((m) => ({
    default: m.NewIncidentCommand as ComponentType,
  }));

/**
 * What the shell reads from this remote; titles, permissions, features and nav places come from
 * the route table. It adds Attach as Evidence to checks, config items, their changes and insights,
 * and components: shown with write access to incidents while the incidents feature is on; and
 * New incident to the command palette.
 */
export const remoteModule = defineRemoteModule<ComponentType>('incidents', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: { '/incidents': incidentsPage, '/incidents/:id': incidentDetailPage },
  nav: [{ path: '/incidents' }],
  contributions: [
    {
      point: 'resource.action',
      id: 'link-to-incident',
      label: 'Attach as Evidence',
      order: 10,
      kinds: ['check', 'config', 'config_change', 'config_insight', 'component'],
      // The flow ends by writing the evidence: a role denied evidences would fail at the last step.
      permissions: [
        { resource: 'incident', action: 'write' },
        { resource: 'evidences', action: 'write' },
      ],
      feature: FEATURES.incidents,
      load: linkToIncidentDialog,
    },
    {
      point: 'palette.command',
      id: 'new-incident',
      label: PALETTE_COMMAND_LABELS.newIncident,
      order: 10,
      keywords: ['create incident', 'declare'],
      permissions: [{ resource: 'incident', action: 'write' }],
      feature: FEATURES.incidents,
      load: newIncidentCommand,
    },
  ],
});
