import { useEffect, useState } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { GLYPH_LOADERS, type GlyphComponent, type GlyphName } from './glyphs';
import { resolveResourceGlyph, type ResourceIconSource } from './resolve';

// Glyphs already downloaded render at once (no blank frame when a list re-mounts).
const loaded = new Map<GlyphName, GlyphComponent>();
const pending = new Map<GlyphName, Promise<GlyphComponent>>();

/** Downloads a glyph once; a failed download is forgotten so the next render tries again. */
export function loadGlyph(name: GlyphName): Promise<GlyphComponent> {
  const cached = loaded.get(name);
  if (cached) return Promise.resolve(cached);
  let promise = pending.get(name);
  if (!promise) {
    promise = GLYPH_LOADERS[name]().then(
      (module) => {
        loaded.set(name, module.default);
        pending.delete(name);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

function useGlyph(name: GlyphName | undefined): { Glyph?: GlyphComponent; failed: boolean } {
  const [state, setState] = useState<{ name?: GlyphName; Glyph?: GlyphComponent; failed: boolean }>({ failed: false });
  const ready = name ? loaded.get(name) : undefined;
  useEffect(() => {
    if (!name || ready) return;
    let live = true;
    loadGlyph(name).then(
      (Glyph) => live && setState({ name, Glyph, failed: false }),
      () => live && setState({ name, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [name, ready]);
  if (ready) return { Glyph: ready, failed: false };
  return state.name === name ? { Glyph: state.Glyph, failed: state.failed } : { failed: false };
}

/** The neutral mark of a resource the table does not know (drawn inline: nothing to download). */
function FallbackGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    </svg>
  );
}

export interface ResourceIconProps extends ResourceIconSource, Omit<BoxProps, 'children'> {
  /** Names the icon for assistive technology; without it the icon is decorative. */
  label?: string;
}

/**
 * The icon of a check type, component kind or config type (`http`, `Kubernetes::Pod`,
 * `AWS::EC2::Instance`, ...), or a neutral mark for one it does not know. The box keeps its size
 * while the glyph downloads, so rows do not shift.
 */
export function ResourceIcon({ icon, type, label, boxSize = '4', color = 'fg.muted', ...rest }: ResourceIconProps) {
  const name = resolveResourceGlyph({ icon, type });
  const { Glyph, failed } = useGlyph(name);
  return (
    <Box
      as="span"
      display="inline-flex"
      flexShrink={0}
      alignItems="center"
      justifyContent="center"
      verticalAlign="middle"
      boxSize={boxSize}
      color={color}
      data-icon={type ?? icon ?? ''}
      data-glyph={name && !failed ? name : 'fallback'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {Glyph ? <Glyph width="100%" height="100%" aria-hidden="true" title="" /> : !name || failed ? <FallbackGlyph /> : null}
    </Box>
  );
}
