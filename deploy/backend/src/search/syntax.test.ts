import { parseFilterValue, parseLabelSelector, parseSearch, SearchSyntaxError } from './syntax';

describe('parseFilterValue', () => {
  it('splits any-of lists, exclusions and wildcards', () => {
    expect(parseFilterValue('healthy,unhealthy')).toEqual({
      include: { exact: ['healthy', 'unhealthy'], prefix: [], suffix: [] },
      exclude: { exact: [], prefix: [], suffix: [] },
    });
    expect(parseFilterValue('web*,*-tls,!db,!tmp*, ,')).toEqual({
      include: { exact: [], prefix: ['web'], suffix: ['-tls'] },
      exclude: { exact: ['db'], prefix: ['tmp'], suffix: [] },
    });
    expect(parseFilterValue('*').include.prefix).toEqual(['']);
  });
});

describe('parseSearch', () => {
  it('reads field terms with their operators', () => {
    expect(parseSearch('type=Kubernetes::Deployment health!=healthy created_at>=now-1h name==x')).toEqual([
      [
        { field: 'type', op: '=', value: 'Kubernetes::Deployment' },
        { field: 'health', op: '!=', value: 'healthy' },
        { field: 'created_at', op: '>=', value: 'now-1h' },
        { field: 'name', op: '=', value: 'x' },
      ],
    ]);
  });

  it('turns bare words into name prefixes and -words into exclusions', () => {
    expect(parseSearch('web -web-canary *tls')).toEqual([
      [
        { field: 'name', op: '=', value: 'web*' },
        { field: 'name', op: '!=', value: 'web-canary*' },
        { field: 'name', op: '=', value: '*tls' },
      ],
    ]);
    // A bare word with colons is a word, not a field (as in duty's grammar).
    expect(parseSearch('Kubernetes::Pod')).toEqual([[{ field: 'name', op: '=', value: 'Kubernetes::Pod*' }]]);
  });

  it('keeps quoted values whole, including spaces and semicolons', () => {
    expect(parseSearch('name="my app; v2" "two words"')).toEqual([
      [
        { field: 'name', op: '=', value: 'my app; v2' },
        { field: 'name', op: '=', value: 'two words*' },
      ],
    ]);
  });

  it('separates alternatives with ; and a lone |', () => {
    expect(parseSearch('a type=x; b | c')).toEqual([
      [
        { field: 'name', op: '=', value: 'a*' },
        { field: 'type', op: '=', value: 'x' },
      ],
      [{ field: 'name', op: '=', value: 'b*' }],
      [{ field: 'name', op: '=', value: 'c*' }],
    ]);
  });

  it('ignores blank input and terms still being typed', () => {
    expect(parseSearch('   ')).toEqual([]);
    expect(parseSearch('name= ;')).toEqual([]);
    expect(parseSearch('web health=')).toEqual([[{ field: 'name', op: '=', value: 'web*' }]]);
  });

  it('keeps the case of map keys', () => {
    expect(parseSearch('tag.App=web')).toEqual([[{ field: 'tag.App', op: '=', value: 'web' }]]);
  });
});

describe('parseLabelSelector', () => {
  it('reads Kubernetes label selectors', () => {
    expect(parseLabelSelector('app=web, tier!=db,env in (prod, staging),zone notin (a),team,!legacy,x==y')).toEqual([
      { key: 'app', op: 'in', values: ['web'] },
      { key: 'tier', op: 'notin', values: ['db'] },
      { key: 'env', op: 'in', values: ['prod', 'staging'] },
      { key: 'zone', op: 'notin', values: ['a'] },
      { key: 'team', op: 'exists' },
      { key: 'legacy', op: 'absent' },
      { key: 'x', op: 'in', values: ['y'] },
    ]);
    expect(parseLabelSelector('app.kubernetes.io/name=web')).toEqual([
      { key: 'app.kubernetes.io/name', op: 'in', values: ['web'] },
    ]);
  });

  it('refuses malformed selectors', () => {
    expect(() => parseLabelSelector('env in (a')).toThrow(SearchSyntaxError);
    expect(() => parseLabelSelector('a)')).toThrow(SearchSyntaxError);
    expect(() => parseLabelSelector('bad key=1')).toThrow(SearchSyntaxError);
  });
});
