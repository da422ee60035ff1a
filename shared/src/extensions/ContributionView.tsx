import { useState, type ComponentType, type ReactNode } from 'react';
import { REMOTE_LABELS, type RegisteredContribution } from '@opsdeck/contracts';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorPanel } from '../errors/ErrorPanel';
import { lazyModule, useLazyModule, type LazyModule } from '../lazy';
import { Button } from '../primitives';

type AnyComponent = ComponentType<never>;

// One loader per contribution: its chunk arrives once, when first used. A failed load is not
// kept, so "Try again" asks for it again.
const modules = new WeakMap<object, LazyModule<AnyComponent>>();
function moduleOf(contribution: RegisteredContribution<AnyComponent>): LazyModule<AnyComponent> {
  let module = modules.get(contribution);
  if (!module) {
    module = lazyModule(async () => {
      const loaded = await contribution.load();
      const component = (loaded as { default?: unknown } | undefined)?.default;
      const valid = typeof component === 'function' || (typeof component === 'object' && component !== null);
      if (!valid) throw new Error('the contribution module has no component');
      return component as AnyComponent;
    });
    modules.set(contribution, module);
  }
  return module;
}

/** The message a slot shows when a contribution's code cannot be loaded or crashes. */
export const contributionErrorMessage = (contribution: Pick<RegisteredContribution, 'remote' | 'label'>): string =>
  `${REMOTE_LABELS[contribution.remote]}: "${contribution.label}" could not be loaded. The rest of the page keeps working.`;

function Loaded<Props extends object>({
  module,
  props,
  fallback,
}: {
  module: LazyModule<AnyComponent>;
  props: Props;
  fallback: ReactNode;
}) {
  const { value: Component, error } = useLazyModule(module);
  if (error !== undefined) throw error;
  if (!Component) return <>{fallback}</>;
  const Typed = Component as unknown as ComponentType<Props>;
  return <Typed {...props} />;
}

/**
 * Renders one contribution with its props: its code loads now (not with the remote's module), and
 * a load failure or a crash shows an error panel inside the slot, never a broken page.
 */
export function ContributionView<Props extends object>({
  contribution,
  props,
  fallback = null,
}: {
  contribution: RegisteredContribution<ComponentType<Props>>;
  props: Props;
  fallback?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const module = moduleOf(contribution as unknown as RegisteredContribution<AnyComponent>);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallback={
        <ErrorPanel message={contributionErrorMessage(contribution)}>
          <Button size="xs" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </ErrorPanel>
      }
    >
      <Loaded key={attempt} module={module} props={props} fallback={fallback} />
    </ErrorBoundary>
  );
}
