export interface TaxSettingsTable {
  manager_id: number;
  vat_active: boolean;
  calculation: 'vertical' | 'horizontal';
  default_tax_rate_id: number | null;
}
