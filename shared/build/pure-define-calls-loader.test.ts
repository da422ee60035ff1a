const pureDefineCalls = require('./pure-define-calls-loader.cjs') as (source: string) => string;

describe('pure-define-calls-loader', () => {
  it('annotates Chakra theme helper calls so unused recipes can be dropped', () => {
    const source = [
      'const buttonRecipe = defineRecipe({ base: {} });',
      'const colors = defineTokens.colors({ red: {} });',
      'const config = defineConfig({ theme: { recipes } });',
    ].join('\n');
    expect(pureDefineCalls(source)).toBe(
      [
        'const buttonRecipe = /*#__PURE__*/ defineRecipe({ base: {} });',
        'const colors = /*#__PURE__*/ defineTokens.colors({ red: {} });',
        'const config = /*#__PURE__*/ defineConfig({ theme: { recipes } });',
      ].join('\n'),
    );
  });

  it('leaves other calls and definitions alone', () => {
    const source = 'function defineRecipe(x) { return x; }\nconst system = createSystem(config);\nmy_defineRecipe(x);';
    expect(pureDefineCalls(source)).toBe(source);
  });
});
