export {
  createTestQueryClient,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render';
export { declaredStyle } from './css';
