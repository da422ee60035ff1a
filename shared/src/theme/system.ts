// The kit's Chakra system: the base preset (conditions, utilities) plus only the tokens and recipes
// the kit and its re-exported primitives use. Unused recipes stay out of the bundle.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { withAccessibleColours } from './accessible-colours';
import { globalStylesheetLinked, withLinkedGlobalStyles } from './global-stylesheet';

/** Recipes (single-part components) the kit ships styles for. */
export const kitRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes (multi-part components) the kit ships styles for. */
export const kitSlotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  select: selectSlotRecipe,
  slider: sliderSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * A focus ring for everything focusable that no recipe styles (clickable table rows, scroll
 * regions, plain links): the palette's ring colour, so it keeps its contrast in both modes. In the
 * base layer, so a recipe's own ring wins.
 */
export const focusVisibleRing = {
  '*:focus-visible': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '-2px',
  },
} as const;

const kitThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, ...focusVisibleRing },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: { ...semanticTokens, colors: withAccessibleColours(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: kitRecipes,
    slotRecipes: kitSlotRecipes,
  },
});

/** The system as configured, its global styles computed on first use (the build's stylesheet is made from it). */
export const configuredSystem = createSystem(defaultBaseConfig, kitThemeConfig);

/** The system pages render with: without runtime global styles when the page links them as a stylesheet. */
export const system = globalStylesheetLinked() ? withLinkedGlobalStyles(configuredSystem) : configuredSystem;
