import type { AxiosInstance, AxiosResponse } from 'axios';

interface StoredCookie {
  value: string;
  httpOnly: boolean;
  sameSite: string | null;
  path: string;
  expiresAt: number | null;
}

/** A one-host cookie jar for Node tests: what a browser would keep and send back. */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>();

  store(setCookie: string[] | string | undefined, now = Date.now()): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index <= 0) continue;
      const name = pair.slice(0, index);
      const cookie: StoredCookie = {
        value: decodeURIComponent(pair.slice(index + 1)),
        httpOnly: false,
        sameSite: null,
        path: '/',
        expiresAt: null,
      };
      for (const attribute of attributes) {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'httponly') cookie.httpOnly = true;
        else if (lower === 'samesite') cookie.sameSite = raw;
        else if (lower === 'path') cookie.path = raw;
        else if (lower === 'max-age') cookie.expiresAt = now + Number(raw) * 1000;
        else if (lower === 'expires' && cookie.expiresAt === null) cookie.expiresAt = Date.parse(raw);
      }
      if (cookie.expiresAt !== null && cookie.expiresAt <= now) this.cookies.delete(name);
      else this.cookies.set(name, cookie);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`).join('; ');
  }

  get(name: string): StoredCookie | undefined {
    return this.cookies.get(name);
  }

  /** The value of the first cookie whose name starts with `prefix` (the CSRF cookie carries a hash). */
  find(prefix: string): [string, StoredCookie] | undefined {
    return [...this.cookies].find(([name]) => name.startsWith(prefix));
  }

  set(name: string, value: string): void {
    this.cookies.set(name, { value, httpOnly: true, sameSite: 'Lax', path: '/', expiresAt: null });
  }

  /** Sends the jar's cookies with every request and records every Set-Cookie, errors included. */
  attach(client: AxiosInstance): AxiosInstance {
    client.interceptors.request.use((config) => {
      const header = this.header();
      if (header) config.headers.set('Cookie', header);
      return config;
    });
    const record = (response: AxiosResponse | undefined) => this.store(response?.headers['set-cookie'] as string[] | undefined);
    client.interceptors.response.use(
      (response) => {
        record(response);
        return response;
      },
      (error: { response?: AxiosResponse }) => {
        record(error.response);
        return Promise.reject(error);
      },
    );
    return client;
  }
}
