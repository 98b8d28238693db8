// In-memory peers of the bookings service for component tests: a resource catalog and a customer
// directory held in maps, with a switch that makes the directory behave like a service that is down.
import { DomainError, notFound, type CallContext } from '@venue/platform';
import type { CustomerDetails, CustomerDirectory, CustomFieldDefinition, ResourceCatalog, Schedule } from '../../src/index.ts';

interface FakeMain {
  id: number;
  title: string;
  parts: { id: number; title: string }[];
  customValues: Map<number, string>;
  schedule?: Schedule;
}

export class FakeResourceCatalog implements ResourceCatalog {
  private readonly mains: FakeMain[] = [];
  private nextId = 100;
  readonly fields: CustomFieldDefinition[] = [];
  /** How many tree() calls were made. */
  treeCalls = 0;

  /** A main resource with parts; returns the ids. */
  addVenue(title: string, parts: string[] = [], schedule?: Schedule): { main: number; parts: number[] } {
    const main: FakeMain = { id: (this.nextId += 1), title, parts: [], customValues: new Map(), ...(schedule && { schedule }) };
    for (const part of parts) main.parts.push({ id: (this.nextId += 1), title: part });
    this.mains.push(main);
    return { main: main.id, parts: main.parts.map((p) => p.id) };
  }

  async tree(_context: CallContext, resourceId: number) {
    this.treeCalls += 1;
    const main = this.mains.find((m) => m.id === resourceId || m.parts.some((p) => p.id === resourceId));
    if (!main) throw notFound(`resource ${resourceId} not found`);
    const schedule = main.schedule ?? { openingTimes: [], holidays: [] };
    return { id: resourceId, main: { id: main.id, title: main.title }, parts: main.parts, schedule };
  }

  async allTrees() {
    const byMain = new Map(this.mains.map((m) => [m.id, { main: { id: m.id, title: m.title }, parts: m.parts, schedule: m.schedule ?? { openingTimes: [], holidays: [] } }]));
    const mainOf = new Map(this.mains.flatMap((m) => [m.id, ...m.parts.map((p) => p.id)].map((id) => [id, m.id] as const)));
    return { mainOf, byMain };
  }

  async customFields() {
    return this.fields;
  }

  async mainResources() {
    return {
      resources: this.mains.map((m) => ({ id: m.id, partIds: m.parts.map((p) => p.id), customValues: m.customValues })),
      customFields: this.fields,
    };
  }

  async schedules(_context: CallContext, ids: number[]) {
    return new Map(this.mains.filter((m) => ids.includes(m.id) && m.schedule).map((m) => [m.id, m.schedule!]));
  }
}

export class FakeCustomerDirectory implements CustomerDirectory {
  readonly customers = new Map<number, { name: string; email: string }>();
  /** How many names() calls were made: one per list or get. */
  nameCalls = 0;
  down = false;
  /** Called with each exists() call as it starts (a test looks at what was asked before it). */
  onExists?: () => void;
  private nextId = 500;

  add(name: string, email = ''): number {
    const id = (this.nextId += 1);
    this.customers.set(id, { name, email });
    return id;
  }

  private reachable(): void {
    if (this.down) throw new DomainError('unavailable', 'a service is unavailable, try again later');
  }

  async names(_context: CallContext, ids: number[]) {
    this.reachable();
    this.nameCalls += 1;
    return new Map(ids.flatMap((id) => (this.customers.has(id) ? [[id, this.customers.get(id)!.name] as const] : [])));
  }

  async exists(_context: CallContext, id: number) {
    this.onExists?.();
    this.reachable();
    return this.customers.has(id);
  }

  async findOrCreate(_context: CallContext, details: CustomerDetails) {
    this.reachable();
    for (const [id, customer] of this.customers) if (details.email && customer.email === details.email) return id;
    return this.add([details.first_name, details.last_name].filter(Boolean).join(' '), details.email ?? '');
  }
}
