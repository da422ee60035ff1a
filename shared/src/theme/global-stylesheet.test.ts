import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { GLOBAL_STYLESHEET_ATTRIBUTE, globalStylesheetLinked, withLinkedGlobalStyles } from './global-stylesheet';

describe('the linked global stylesheet', () => {
  afterEach(() => document.head.replaceChildren());

  it('is seen only as a stylesheet link with the kit attribute', () => {
    expect(globalStylesheetLinked()).toBe(false);
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.href = '/other.css';
    document.head.append(other);
    expect(globalStylesheetLinked()).toBe(false);
    const kit = document.createElement('link');
    kit.rel = 'stylesheet';
    kit.href = '/kit-global.0123abcd.css';
    kit.setAttribute(GLOBAL_STYLESHEET_ATTRIBUTE, '');
    document.head.append(kit);
    expect(globalStylesheetLinked()).toBe(true);
  });

  it('leaves the system nothing to insert, while a system of its own still has its global styles', () => {
    expect(createSystem(defaultBaseConfig)._global.length).toBeGreaterThan(0);
    expect(withLinkedGlobalStyles(createSystem(defaultBaseConfig))._global).toEqual([]);
  });
});
