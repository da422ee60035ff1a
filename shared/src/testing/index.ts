export {
  createTestQueryClient,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render';
export { declaredStyle } from './css';
export {
  bodyOf,
  createTestServices,
  fakeTableLayout,
  renderPage,
  testServices,
  topBar,
  type RenderPageOptions,
  type RenderPageResult,
  type TestServices,
  type TestServicesOptions,
} from './page';
export { fakeMonacoEditorModule } from './monaco';
export { captureDownloads, deferred, textOf } from './downloads';
