export * from './auth.ts';
export * from './countdown.ts';
export * from './errors.ts';
export * from './field-errors.ts';
export * from './form-page.ts';
export * from './languages.ts';
export * from './services.ts';
export * from './submissions.ts';
