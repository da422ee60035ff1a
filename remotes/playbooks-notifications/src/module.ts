import type { ComponentType } from 'react';
import { defineRemoteModule, FEATURES, PALETTE_COMMAND_LABELS } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const playbooksPage = () =>
  import('./features/playbook-list/components/PlaybooksPage').then((m) => ({ default: m.PlaybooksPage }));
const runsPage = () => import('./features/playbook-runs/components/RunsPage').then((m) => ({ default: m.RunsPage }));
const runPage = () => import('./features/playbook-runs/components/RunDetailPage').then((m) => ({ default: m.RunDetailPage }));
const runPlaybookDialog = () =>
  import('./features/playbook-list/components/RunPlaybookDialog').then((m) => ({
    default: m.RunPlaybookDialog as ComponentType,
  }));
const configPlaybooksTab = () =>
  import('./features/playbook-runs/components/ConfigPlaybooksTab').then((m) => ({
    default: m.ConfigPlaybooksTab as ComponentType,
  }));
const silencesPage = () => import('./features/silences/components/SilencesPage').then((m) => ({ default: m.SilencesPage }));
const addSilencePage = () => import('./features/silences/components/AddSilencePage').then((m) => ({ default: m.AddSilencePage }));
// The dialog is its own chunk, loaded when Silence is first clicked. The slot renders it with
// ResourceActionProps; the registry holds contributions untyped.
const sendHistoryPage = () =>
  import('./features/send-history/components/SendHistoryPage').then((m) => ({ default: m.SendHistoryPage }));
const rulesPage = () =>
  import('./features/notification-rules/components/NotificationRulesPage').then((m) => ({ default: m.NotificationRulesPage }));
const silenceDialog = () =>
  import('./features/silences/components/SilenceDialog').then((m) => ({ default: m.SilenceDialog as ComponentType }));
const runPlaybookCommand = () =>
  import('./features/playbook-list/components/RunPlaybookCommand').then((m) => ({
    default: m.RunPlaybookCommand as ComponentType,
  }));
const silenceCommand = () =>
  import('./features/silences/components/SilenceDialog').then((m) => ({ default: m.SilenceCommand as ComponentType }));

/**
 * What the shell reads from this remote; titles, permissions, features and nav places come from
 * the route table. It adds Silence to checks, components and config items: shown with write
 * access to notifications while the notifications feature is on. Run playbook... and Silence...
 * are commands of the command palette.
 */
export const remoteModule = defineRemoteModule<ComponentType>('playbooks-notifications', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: {
    '/playbooks': playbooksPage,
    '/playbooks/runs': runsPage,
    '/playbooks/runs/:id': runPage,
    '/notifications': sendHistoryPage,
    '/notifications/rules': rulesPage,
    '/notifications/silences': silencesPage,
    '/notifications/silences/add': addSilencePage,
  },
  nav: [{ path: '/playbooks' }],
  contributions: [
    {
      point: 'resource.action',
      id: 'silence',
      label: 'Silence',
      order: 20,
      kinds: ['check', 'component', 'config'],
      permissions: [{ resource: 'notifications', action: 'write' }],
      feature: FEATURES.settingsNotifications,
      load: silenceDialog,
    },
    {
      // Run playbook: only with write on playbook_runs (spec 1 section 6, the playbook run menu).
      point: 'resource.action',
      id: 'run-playbook',
      label: 'Run playbook',
      order: 30,
      kinds: ['check', 'component', 'config'],
      permissions: [{ resource: 'playbook_runs', action: 'write' }],
      feature: FEATURES.playbooks,
      load: runPlaybookDialog,
    },
    {
      // The runs on a config item, as the catalog's Playbooks tab (/catalog/{id}/playbooks).
      point: 'resource.tab',
      id: 'config-playbooks',
      label: 'Playbooks',
      path: 'playbooks',
      order: 40,
      kinds: ['config'],
      permissions: [{ resource: 'playbook_runs', action: 'read' }],
      feature: FEATURES.playbooks,
      load: configPlaybooksTab,
    },
    {
      point: 'palette.command',
      id: 'run-playbook',
      label: PALETTE_COMMAND_LABELS.runPlaybook,
      order: 20,
      keywords: ['execute playbook'],
      permissions: [{ resource: 'playbook_runs', action: 'write' }],
      feature: FEATURES.playbooks,
      load: runPlaybookCommand,
    },
    {
      point: 'palette.command',
      id: 'silence',
      label: PALETTE_COMMAND_LABELS.silence,
      order: 30,
      keywords: ['mute notifications', 'add silence'],
      permissions: [{ resource: 'notifications', action: 'write' }],
      feature: FEATURES.settingsNotifications,
      load: silenceCommand,
    },
  ],
});
