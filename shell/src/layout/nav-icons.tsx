import { Icon, type IconProps } from '@opsdeck/shared';

// Stroke icons for the main navigation keys; unknown keys fall back to a neutral square.
const PATHS: Record<string, string> = {
  topology: 'M4 5h6v6H4zM14 13h6v6h-6zM7 11v4h10',
  health: 'M3 12h4l2-5 4 10 2-5h6',
  incidents: 'M12 3l9 16H3zM12 10v4M12 17h.01',
  config: 'M4 6h16M4 12h16M4 18h10',
  logs: 'M6 4h9l3 3v13H6zM9 11h6M9 15h6',
  playbooks: 'M6 4l13 8-13 8z',
  notifications: 'M6 17V11a6 6 0 0112 0v6l2 2H4zM10 21h4',
  settings: 'M12 8a4 4 0 100 8 4 4 0 000-8zM4 12h2M18 12h2M12 4v2M12 18v2',
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
