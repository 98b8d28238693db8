export { startBillingService, migrateBilling } from './service.ts';
export { loadBillingConfig, type BillingConfig } from './config.ts';
export type { BillingPorts, Bookings, CustomerGroups, ResourceNames } from './ports/index.ts';
export { billingPackage, type billing } from './grpc/contract.ts';
