import { Icon, type IconProps } from '@opsdeck/shared';

// Stroke icons for navigation keys and top-bar actions; unknown keys fall back to a neutral square.
const PATHS: Record<string, string> = {
  topology: 'M4 5h6v6H4zM14 13h6v6h-6zM7 11v4h10',
  health: 'M3 12h4l2-5 4 10 2-5h6',
  incidents: 'M12 3l9 16H3zM12 10v4M12 17h.01',
  config: 'M4 6h16M4 12h16M4 18h10',
  logs: 'M6 4h9l3 3v13H6zM9 11h6M9 15h6',
  playbooks: 'M6 4l13 8-13 8z',
  notifications: 'M6 17V11a6 6 0 0112 0v6l2 2H4zM10 21h4',
  settings: 'M12 8a4 4 0 100 8 4 4 0 000-8zM4 12h2M18 12h2M12 4v2M12 18v2',
  agents: 'M5 7h14v10H5zM9 11h.01M15 11h.01M9 17v3M15 17v3M12 4v3',
  connections: 'M9 15l6-6M10 6l1-1a4 4 0 016 6l-1 1M14 18l-1 1a4 4 0 01-6-6l1-1',
  permissions: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z',
  users: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M16 5a3 3 0 010 6M21 20a6 6 0 00-4-5.6',
  jobs: 'M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z',
  feature_flags: 'M5 21V4M5 4h11l-2 4 2 4H5',
  integrations: 'M8 3v4M16 3v4M6 7h12v4a6 6 0 01-12 0zM12 17v4',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 5v6h-6',
  preferences: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4',
  kubernetes: 'M12 3l8 4v10l-8 4-8-4V7zM12 8v8M8.5 10l7 4M15.5 10l-7 4',
};

export function NavIcon({ name, ...props }: { name: string } & IconProps) {
  return (
    <Icon boxSize="5" {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[name] ?? 'M5 5h14v14H5z'} />
      </svg>
    </Icon>
  );
}
