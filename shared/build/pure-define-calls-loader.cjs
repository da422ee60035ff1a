/**
 * Marks Chakra's theme helper calls (`defineConfig(...)`, `defineSlotRecipe(...)`,
 * `defineTokens.colors(...)`, ...) as pure. They only return their argument, but without the
 * annotation webpack must assume side effects, so importing any token from `@chakra-ui/react/theme`
 * kept the full default theme and every recipe of every component (about 20 KB gzip) in the
 * start-up code. With it, recipes the kit does not register are dropped.
 */
const DEFINE_CALL = /([=(,:]\s*)(define[A-Z]\w*(?:\.\w+)?\s*\()/g;

module.exports = function pureDefineCallsLoader(source) {
  return source.replace(DEFINE_CALL, '$1/*#__PURE__*/ $2');
};
