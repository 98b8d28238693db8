export { startCustomersService, migrateCustomers } from './service.ts';
export { loadCustomersConfig, type CustomersConfig } from './config.ts';
export { CUSTOMER_CREATED, CUSTOMER_UPDATED } from './customer/customer.service.ts';
