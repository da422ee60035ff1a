export * from './conditions';
export * from './encode';
export * from './fetch';
export * from './mission-control-filter';
export * from './query';
export * from './component-scope';
