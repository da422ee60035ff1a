export * from './features';
