// @opsdeck/shared/resource-icon: the icon of a resource type; each glyph is its own small chunk.
export { ResourceIcon, loadGlyph, type ResourceIconProps } from './ResourceIcon';
export { normaliseResourceName, resolveResourceGlyph, type ResourceIconSource } from './resolve';
export type { GlyphName } from './glyphs';
