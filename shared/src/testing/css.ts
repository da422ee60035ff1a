// Reads the style rules the page carries for an element, for tests of what jsdom does not compute.

/**
 * The value the page's style rules give `property` on an element, with the cascade's layer rule:
 * an unlayered declaration (Chakra's style props) beats one in a cascade layer (its recipes). jsdom
 * resolves neither layers nor CSS variables in getComputedStyle, so the declarations are compared.
 */
export function declaredStyle(element: Element, property: string): string {
  const found = { layered: '', unlayered: '' };
  const visit = (rules: CSSRuleList, layered: boolean) => {
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule)) {
        if ('cssRules' in rule)
          visit((rule as CSSGroupingRule).cssRules, layered || rule.constructor.name === 'CSSLayerBlockRule');
        continue;
      }
      let matches = false;
      try {
        matches = element.matches(rule.selectorText);
      } catch {
        // a selector jsdom does not parse says nothing about this element
      }
      const next = matches ? rule.style.getPropertyValue(property).trim() : '';
      if (next) found[layered ? 'layered' : 'unlayered'] = next;
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, false);
  return found.unlayered || found.layered;
}
