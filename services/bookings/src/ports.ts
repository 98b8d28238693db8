// What the bookings domain needs from its peers, as small interfaces in domain terms. The gRPC
// adapters in adapters/ implement them; tests swap in in-memory fakes.
import type { CallContext } from '@venue/platform';

/** A main resource and its parts, as the resource asked for sees them. */
export interface ResourceTree {
  /** The resource asked for: the main resource or one of its parts. */
  id: number;
  main: { id: number; title: string };
  parts: { id: number; title: string }[];
  /** The main resource's opening times and holidays (every booking checks them). */
  schedule: Schedule;
}

/** Every resource of a manager with its tree, read at once: main resources and parts alike. */
export interface CatalogTrees {
  /** The main resource of each resource (a main resource's is itself). */
  mainOf: Map<number, number>;
  /** The tree of each main resource, but for `id` (the resource asked for). */
  byMain: Map<number, Omit<ResourceTree, 'id'>>;
}

export interface CustomFieldDefinition {
  id: number;
  name: string;
  type: 'numeric' | 'select';
}

/** A main resource with its part ids and its custom field values (field id -> value). */
export interface MainResource {
  id: number;
  partIds: number[];
  customValues: Map<number, string>;
}

/** Weekly opening windows (H:i, wall-clock) and holidays (Y-m-d, inclusive) of a main resource. */
export interface Schedule {
  openingTimes: { weekday: number; from: string; to: string }[];
  holidays: { from: string; to: string }[];
}

export interface ResourceCatalog {
  /** Not found (404) when the manager has no such resource. */
  tree(context: CallContext, resourceId: number): Promise<ResourceTree>;
  /** The trees of all the manager's resources (a read as large as the catalog). */
  allTrees(context: CallContext): Promise<CatalogTrees>;
  customFields(context: CallContext): Promise<CustomFieldDefinition[]>;
  /** Every main resource of the manager, in catalog order, and the custom field definitions. */
  mainResources(context: CallContext): Promise<{ resources: MainResource[]; customFields: CustomFieldDefinition[] }>;
  /** Schedules by main resource id; a resource without one is absent. */
  schedules(context: CallContext, mainResourceIds: number[]): Promise<Map<number, Schedule>>;
}

/** The contact details a booking may name its customer by. */
export interface CustomerDetails {
  email?: string;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  salutation?: 'mr' | 'ms';
  salutationTitle?: 'dr' | 'prof';
  street?: string;
  zip?: string;
  city?: string;
  phone?: string;
}

export interface CustomerDirectory {
  /** Display names of the manager's customers among these ids; unknown ids are absent. */
  names(context: CallContext, ids: number[]): Promise<Map<number, string>>;
  exists(context: CallContext, id: number): Promise<boolean>;
  /** The customer with this email, created from the details when there is none; its id. */
  findOrCreate(context: CallContext, details: CustomerDetails): Promise<number>;
}
