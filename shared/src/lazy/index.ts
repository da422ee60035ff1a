export { lazyModule, useLazyModule, type LazyModule } from './lazy-module';
export { lazyComponent } from './lazy-component';
