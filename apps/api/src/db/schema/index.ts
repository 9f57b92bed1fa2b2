// The whole schema as one object, as drizzle's query builder and drizzle-kit want it.
export * from './people';
export * from './catalogue';
export * from './shopping';
export * from './social';
export * from './settings';
export * from './print';
export * from './parcels';
export * from './delivery';
export * from './messages';
export * from './notifications';
export * from './documents';
export * from './reconciliation';
export * from './calendar';
export * from './audit';
export * from './design';
