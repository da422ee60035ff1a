// Public API of @opsdeck/contracts: shared by the browser apps and the Node backend.
export * from './constants';
export * from './errors/messages';
export * from './auth/permissions';
export * from './federation';
export * from './http';
export * from './query';
export * from './postgrest';
export * from './schemas';
export * from './features';
export * from './routes';
export * from './product';
export * from './filters';
export * from './cel';
export * from './kubeconfig/file-name';
export * from './ids/uuid';
export * from './connections';
export * from './playbooks';
