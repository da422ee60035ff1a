import { authStateCheckerUrl, currentPathAndQuery, isAuthPage, loginRedirectUrl } from './redirects';

describe('redirect URLs', () => {
  it('encodes the return path and query', () => {
    expect(loginRedirectUrl('/catalog?type=a&b=c d')).toBe('/login?return_to=%2Fcatalog%3Ftype%3Da%26b%3Dc%20d');
    expect(authStateCheckerUrl('/')).toBe('/auth-state-checker?return_to=%2F');
  });

  it('builds path and query from a location', () => {
    expect(currentPathAndQuery({ pathname: '/health', search: '?checkId=1', hash: '#x' })).toBe('/health?checkId=1');
    expect(currentPathAndQuery({ pathname: '' })).toBe('/');
  });

  it('recognises the sign-in pages', () => {
    expect(isAuthPage('/login')).toBe(true);
    expect(isAuthPage('/auth-state-checker')).toBe(true);
    expect(isAuthPage('/loginx')).toBe(false);
    expect(isAuthPage('/catalog')).toBe(false);
  });
});
