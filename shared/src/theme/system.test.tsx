import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import * as kit from '../index';
import * as cardWidth from '../card-width';
import * as dialog from '../dialog';
import * as drawer from '../drawer';
import * as overlays from '../overlays';
import * as tabs from '../tabs';
import { kitRecipes, kitSlotRecipes, system } from './system';

// The entries that hold the interactive widgets, none of which is the core entry.
const WIDGET_ENTRIES = { overlays, tabs, drawer, dialog, cardWidth };
const inWidgetEntry = (name: string) => Object.values(WIDGET_ENTRIES).some((entry) => name in entry);

// Components re-exported by the kit whose styles come from a recipe of the same key.
const STYLED_PRIMITIVES: Record<string, string> = {
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  Code: 'code',
  Collapsible: 'collapsible',
  Container: 'container',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  Kbd: 'kbd',
  Link: 'link',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  Select: 'select',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Slider: 'slider',
  Spinner: 'spinner',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Tooltip: 'tooltip',
};

describe('kit system', () => {
  it('has a recipe for every styled primitive it re-exports', () => {
    for (const [component, key] of Object.entries(STYLED_PRIMITIVES)) {
      expect({ component, exported: component in kit || inWidgetEntry(component) }).toEqual({ component, exported: true });
      const found = system.getRecipe(key) ?? system.getSlotRecipe(key);
      expect({ key, found: !!found }).toEqual({ key, found: true });
    }
  });

  it('keeps menus, selects, tooltips, popovers, tabs, dialogs and sliders out of the core entry', () => {
    for (const heavy of [
      'Menu',
      'Select',
      'Tooltip',
      'Popover',
      'Tabs',
      'Dialog',
      'Drawer',
      'Slider',
      'RadioGroup',
      'Collapsible',
      'Modal',
      'ConfirmDialog',
      'CardWidthSlider',
    ]) {
      expect({ heavy, inCore: heavy in kit, inWidgetEntry: inWidgetEntry(heavy) }).toEqual({
        heavy,
        inCore: false,
        inWidgetEntry: true,
      });
    }
  });

  it('gives tabs, the drawer, the dialogs and the card width slider entries of their own, out of overlays', () => {
    const owners = (name: string) =>
      Object.entries(WIDGET_ENTRIES)
        .filter(([, entry]) => name in entry)
        .map(([entry]) => entry);
    expect(
      ['Tabs', 'Drawer', 'Dialog', 'Modal', 'ConfirmDialog', 'CardWidthSlider', 'Menu', 'Tooltip', 'Popover', 'Select'].map(
        (name) => [name, owners(name)],
      ),
    ).toEqual([
      ['Tabs', ['tabs']],
      ['Drawer', ['drawer']],
      ['Dialog', ['dialog']],
      ['Modal', ['dialog']],
      ['ConfirmDialog', ['dialog']],
      ['CardWidthSlider', ['cardWidth']],
      ['Menu', ['overlays']],
      ['Tooltip', ['overlays']],
      ['Popover', ['overlays']],
      ['Select', ['overlays']],
    ]);
  });

  it('leaves out recipes the kit does not use', () => {
    const all = [...Object.keys(kitRecipes), ...Object.keys(kitSlotRecipes)];
    for (const unused of ['accordion', 'carousel', 'colorPicker', 'datePicker', 'qrCode', 'treeView', 'steps', 'timeline']) {
      expect(all).not.toContain(unused);
      expect(system.getSlotRecipe(unused)).toBeUndefined();
    }
  });

  it('keeps the theme tokens and renders primitives with recipe classes', () => {
    expect(system.token('colors.red.500')).toBe('#ef4444');
    renderWithProviders(
      <kit.Stack>
        <kit.Button colorPalette="red">Delete</kit.Button>
        <kit.Badge>new</kit.Badge>
      </kit.Stack>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toMatch(/chakra-button css-/);
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
      .concat(Array.from(document.querySelectorAll('style')).map((s) => s.textContent ?? ''))
      .join('\n');
    const rule = button.className.split(' ').find((c) => c.startsWith('css-'));
    expect(css).toContain(`.${rule}`);
    expect(css).toContain('--chakra-colors-red-solid');
  });
});
