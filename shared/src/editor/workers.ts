// Monaco runs its language services in web workers. Only two are shipped: the base editor worker and
// the JSON worker (YAML is tokenised on the main thread). A remote served from another origin cannot
// start a worker from its own URL, so such workers start from a same-origin blob that loads the script.

/** Which of the two shipped workers serves a Monaco label. */
export function workerKind(label: string): 'json' | 'editor' {
  return label === 'json' ? 'json' : 'editor';
}

/** Source of a same-origin bootstrap worker that loads the script at `absoluteUrl`. */
export function bootstrapSource(absoluteUrl: string): string {
  return `importScripts(${JSON.stringify(absoluteUrl)});`;
}

/** True when `url` is on another origin than the page. */
export function isCrossOrigin(url: string | URL, pageHref: string): boolean {
  return new URL(String(url), pageHref).origin !== new URL(pageHref).origin;
}

const NativeWorker: typeof Worker | undefined = typeof Worker === 'undefined' ? undefined : Worker;

/**
 * Runs `create` with the global Worker swapped for one that wraps cross-origin scripts in a blob.
 * The bundler rewrites `new Worker(new URL(...))` inside `create` into a worker chunk URL.
 */
export function withSameOriginWorker(create: () => Worker): Worker {
  if (!NativeWorker) return create();
  class SameOriginWorker extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      const href = new URL(String(url), self.location.href).href;
      if (!isCrossOrigin(href, self.location.href)) {
        super(url, options);
        return;
      }
      const blob = new Blob([bootstrapSource(href)], { type: 'application/javascript' });
      const { type: _module, ...rest } = options ?? {};
      super(URL.createObjectURL(blob), rest);
    }
  }
  const scope = globalThis as { Worker: typeof Worker };
  scope.Worker = SameOriginWorker;
  try {
    return create();
  } finally {
    scope.Worker = NativeWorker;
  }
}

/** Installs the MonacoEnvironment that starts the two shipped workers. */
export function installMonacoWorkers(): void {
  (self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
    getWorker(_workerId: string, label: string): Worker {
      if (workerKind(label) === 'json') {
        return withSameOriginWorker(() => new Worker(new URL('monaco-editor/language/json/json.worker', import.meta.url)));
      }
      return withSameOriginWorker(() => new Worker(new URL('monaco-editor/editor/editor.worker', import.meta.url)));
    },
  };
}
