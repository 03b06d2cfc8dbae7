export * from './messages.ts';
export * from './core.ts';
export * from './network.ts';
export * from './cross.ts';
export * from './password.ts';
export * from './rules.ts';
export * from './security.ts';
export * from './tools.ts';
