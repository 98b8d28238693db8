// The managers whose invoice automation billing last saw on, in this process: a guess that picks
// the booking consumer's first path, never what decides an event's effect (its statements read
// the mode). Most managers have automation off; a wrong guess costs one round trip.
export class AutomationHints {
  private readonly on = new Set<number>();

  /** At most `limit` managers are remembered, the oldest forgotten first (then guessed off). */
  constructor(private readonly limit = 10_000) {}

  likelyOn(managerId: number): boolean {
    return this.on.has(managerId);
  }

  saw(managerId: number, on: boolean): void {
    this.on.delete(managerId);
    if (!on) return;
    this.on.add(managerId);
    if (this.on.size > this.limit) this.on.delete(this.on.values().next().value!);
  }
}
